import type { AnyRoute } from './http/route.js';
import { addCartItem } from './features/carts/carts-add-item.js';
import { deleteCartItem } from './features/carts/carts-delete-item.js';
import { getCart } from './features/carts/carts-get-cart.js';
import { getCartItem } from './features/carts/carts-get-item.js';
import { updateCartDiscountRate } from './features/carts/carts-update-discount.js';
import { updateCartItemQuantity } from './features/carts/carts-update-quantity.js';
import { createOrderFromCart } from './features/checkout/checkout-create-order.js';
import { updateManualPoints } from './features/points/points-update-manual.js';
import { askResetPassword } from './features/auth/auth-ask-reset-password.js';
import { login } from './features/auth/auth-login.js';
import { logout } from './features/auth/auth-logout.js';
import { loginMicrosoft } from './features/auth/auth-microsoft.js';
import { resetPassword } from './features/auth/auth-reset-password.js';
import { changePassword } from './features/auth/auth-change-password.js';
import { getClientConfig } from './features/system/config-get.js';
import { reportClientFailure } from './features/system/client-failures-report.js';
import { openApiRoute } from './features/system/openapi-get.js';
import { acceptTerms } from './features/terms/terms-accept.js';
import { getTermsAccepted } from './features/terms/terms-get-accepted.js';
import { getCurrentTerms } from './features/terms/terms-get-current.js';
import { createUserRoute } from './features/users/users-create.js';
import { getCurrentUser } from './features/users/users-get-current.js';
import { getUserInfosWithCustomers } from './features/users/users-get-infos-with-customers.js';
import { linkMicrosoft } from './features/users/users-link-microsoft.js';
import { resendInvitation } from './features/users/users-resend-invitation.js';
import { getCustomerStats } from './features/stats/stats-get-customer.js';
import { recalculateCustomerStats } from './features/stats/stats-recalculate.js';
import { getCompanyOrdersByCustomer } from './features/company-orders/company-orders-get-by-customer.js';
import { exportCustomerData, exportCustomerDataFiltered } from './features/export/export-get-company-orders.js';
import { getCustomerOrdersPage } from './features/orders/orders-get-customer-page.js';
import { getOrderDetails } from './features/orders/orders-get-details.js';
import { downloadOrderInvoice } from './features/orders/orders-download-invoice.js';
import { getCustomerFiles } from './features/files/files-get-customer.js';
import { downloadFile } from './features/files/files-download.js';
import { getAvantageImage } from './features/files/files-get-avantage.js';
import { getProductsForCustomer } from './features/products/products-get-for-customer.js';
import { getProductImage } from './features/products/products-get-image.js';
import { recalculateProductCustomColumns } from './features/products/products-recalculate-custom-columns.js';
import { getCustomerAddresses } from './features/addresses/addresses-get-customer.js';
import { sendContactEmail } from './features/contact/contact-send.js';
import { getCustomerContract } from './features/contracts/contracts-get-customer.js';
import { getContractExclusions, getCustomerExclusions } from './features/contracts/contracts-get-exclusions.js';
import { saveContractExclusions } from './features/contracts/contracts-save-exclusions.js';
import { listContractFiles } from './features/files/files-list.js';
import { uploadContractFile } from './features/files/files-upload.js';
import { deleteContractFile } from './features/files/files-delete.js';
import { updateContractFileAccess } from './features/files/files-update-access.js';
import { getCustomerPriceLists } from './features/price-lists/price-lists-get-customer.js';
import { getPriceListDetails } from './features/price-lists/price-lists-get-details.js';
import { setPriceListPrice } from './features/price-lists/price-lists-set-price.js';
import { removePriceListProductRoute } from './features/price-lists/price-lists-remove-product.js';
import { applyPriceListPercentageRoute } from './features/price-lists/price-lists-apply-percentage.js';
import { getTermsAcceptances } from './features/terms/terms-get-acceptances.js';
import { recalculateStrykerCommandsCustomColumns } from './features/company-orders/stryker-commands-recalculate.js';
import { uploadImport } from './features/import/import-upload.js';
import { listImports } from './features/import/import-list.js';
import { downloadExport } from './features/exports/exports-download.js';
import { getExport } from './features/exports/exports-get.js';
import { getImport } from './features/import/import-get.js';
import { getImportErrors } from './features/import/import-get-errors.js';
import { getImportTemplate } from './features/import/import-get-template.js';
import { rollbackImport } from './features/import/import-rollback.js';
import { resourceRouteTable } from './resources/declared-resources.js';
import { listAudit } from './features/audit/audit-list.js';
import { getCustomerWithDetails } from './features/customers/customers-get-with-details.js';
import { getCustomerUsers } from './features/customers/customers-get-users.js';
import { linkCustomerUsers } from './features/customers/customers-link-users.js';
import { getCalculatedCustomerStats } from './features/stats/stats-get-calculated.js';
import { listCustomerStats } from './features/stats/stats-list.js';
import { updateUserRoute } from './features/users/users-update.js';
import { deleteUserRoute } from './features/users/users-delete.js';
import { getStrykerEmployees } from './features/users/users-get-stryker-employees.js';
import { getStatuses, getUserRoles } from './features/users/user-roles-get.js';
import { getKpiStatistics } from './features/kpi/kpi-get-statistics.js';
import { getKpiStatisticsFranchise } from './features/kpi/kpi-get-statistics-franchise.js';
import { getKpiStatisticsCustomer } from './features/kpi/kpi-get-statistics-customer.js';
import { getBuyingGroupHome, getBuyingGroupUsers, getKpiBuyingGroups, getMyBuyingGroupHome } from './features/buying-groups/buying-group-home.js';
import { getKpiProvisions } from './features/kpi/kpi-get-provisions.js';
import { getKpiOrdersDetails } from './features/kpi/kpi-get-orders-details.js';
import { getKpiSettingsByNames } from './features/kpi/kpi-get-by-names.js';
import { updateKpiManualCogs } from './features/kpi/kpi-update-manual-cogs.js';
import { updateKpiKey } from './features/kpi/kpi-update-key.js';
import { getKpiPointsLiability } from './features/kpi/kpi-get-points-liability.js';
import { exportKpiPointsLiability } from './features/kpi/kpi-export-points-liability.js';
import { exportKpiTab } from './features/kpi/kpi-export.js';
import { listCustomerClaims } from './features/claims/claims-list-customer.js';
import { declareCustomerClaim } from './features/claims/claims-declare.js';
import { downloadClaimInvoice, uploadClaimInvoice } from './features/claims/claims-invoice.js';
import { listAllClaims } from './features/claims/claims-list.js';
import { getClaim } from './features/claims/claims-get.js';
import { acceptCustomerClaim, commentOnClaim, refuseCustomerClaim } from './features/claims/claims-decide.js';
import { getClaimKpi } from './features/claims/claims-kpi.js';

/**
 * The whole HTTP API. Azure registration (index.ts), the local host, the OpenAPI document and the
 * access-control and invalid-input tests all read this one table.
 */
export const routes: AnyRoute[] = [
  // system
  getClientConfig,
  openApiRoute(() => routes),
  reportClientFailure,
  // auth
  login,
  logout,
  loginMicrosoft,
  askResetPassword,
  resetPassword,
  changePassword,
  // users
  getCurrentUser,
  getUserInfosWithCustomers,
  createUserRoute,
  resendInvitation,
  linkMicrosoft,
  // terms
  getTermsAccepted,
  getCurrentTerms,
  acceptTerms,
  // carts
  getCart,
  getCartItem,
  addCartItem,
  updateCartItemQuantity,
  deleteCartItem,
  updateCartDiscountRate,
  // checkout
  createOrderFromCart,
  // points
  updateManualPoints,
  // stats
  getCustomerStats,
  recalculateCustomerStats,
  // company orders and export
  getCompanyOrdersByCustomer,
  exportCustomerData,
  exportCustomerDataFiltered,
  // programme orders
  getCustomerOrdersPage,
  getOrderDetails,
  downloadOrderInvoice,
  // files
  getCustomerFiles,
  downloadFile,
  getAvantageImage,
  // products
  getProductsForCustomer,
  getProductImage,
  recalculateProductCustomColumns,
  // addresses
  getCustomerAddresses,
  // contact
  sendContactEmail,
  // audit trail of the back office
  listAudit,
  // back office: customers, users, roles and statuses (declared lists and writes in resources/)
  getCustomerWithDetails,
  getCustomerUsers,
  linkCustomerUsers,
  getCalculatedCustomerStats,
  listCustomerStats,
  updateUserRoute,
  deleteUserRoute,
  getStrykerEmployees,
  getUserRoles,
  getStatuses,
  // contracts and their files (back office)
  getCustomerContract,
  getContractExclusions,
  getCustomerExclusions,
  saveContractExclusions,
  listContractFiles,
  uploadContractFile,
  deleteContractFile,
  updateContractFileAccess,
  // addresses, price lists, terms versions, sales lines (back office)
  getCustomerPriceLists,
  getPriceListDetails,
  setPriceListPrice,
  removePriceListProductRoute,
  applyPriceListPercentageRoute,
  getTermsAcceptances,
  recalculateStrykerCommandsCustomColumns,
  // KPI dashboard (docs/kpi.md)
  getKpiStatistics,
  getKpiStatisticsFranchise,
  getKpiStatisticsCustomer,
  getKpiProvisions,
  getKpiOrdersDetails,
  getKpiSettingsByNames,
  updateKpiManualCogs,
  updateKpiKey,
  getKpiPointsLiability,
  exportKpiPointsLiability,
  exportKpiTab,
  // buying groups as parent accounts (issue 33): the consolidated home of a group
  getMyBuyingGroupHome,
  getBuyingGroupHome,
  getBuyingGroupUsers,
  getKpiBuyingGroups,
  // claims on sales lines (« Réclamations »): the customer's, then the back office's
  listCustomerClaims,
  declareCustomerClaim,
  uploadClaimInvoice,
  downloadClaimInvoice,
  listAllClaims,
  getClaim,
  commentOnClaim,
  acceptCustomerClaim,
  refuseCustomerClaim,
  getClaimKpi,
  // Excel import
  uploadImport,
  listImports,
  getImport,
  getImportErrors,
  getImportTemplate,
  rollbackImport,
  // background exports of the declared lists (their POST <list>/export comes with each list)
  getExport,
  downloadExport,
  // declared resources: five routes each (functions/src/resources/)
  ...resourceRouteTable,
];
