import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { withCatalogues } from '../i18n/catalogues';
import { AppLayout } from '../features/shell/components/app-layout';
import { NavigationError } from '../features/shell/components/navigation-error';
// Not lazy: a chunk of its own would be fetched before each back-office page's, one after the other.
import BackOfficeLayout from '../features/back-office/components/back-office-layout';
import type { Paths } from './paths';

// Every page is its own chunk: /login must not download the customer screens.
const LoginPage = lazy(() => import('../features/auth/components/login-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const ChangePasswordPage = lazy(() => import('../features/auth/components/change-password-page'));
const SelectCustomerPage = lazy(() => import('../features/customers/components/select-customer-page'));
const BuyingGroupHomePage = lazy(() => import('../features/buying-groups/components/buying-group-home-page'));
const AdminBuyingGroupPage = lazy(() => import('../features/buying-groups/components/admin-buying-group-page'));
const HomePage = lazy(() => import('../features/home/components/home-page'));
const CataloguePage = lazy(() => import('../features/catalogue/components/catalogue-page'));
const CartPage = lazy(() => import('../features/cart/components/cart-page'));
const CompanyOrdersPage = lazy(() => import('../features/company-orders/components/company-orders-page'));
const ProgrammeOrdersPage = lazy(() => import('../features/programme-orders/components/programme-orders-page'));
const ContractPage = lazy(() => import('../features/contract/components/contract-page'));
const ProgrammeServicePage = lazy(() => import('../features/programme-service/components/programme-service-page'));
const ContactPage = lazy(() => import('../features/contact/components/contact-page'));
const ClaimsPage = lazy(() => import('../features/claims/components/claims-page'));
const AdminClaimsPage = lazy(() => import('../features/claims/components/admin-claims-page'));
const SitemapPage = lazy(() => import('../features/legal/components/sitemap-page'));
// The back office's texts come with its pages (the admin page embeds the import button and dialog).
const AdminPage = lazy(() => withCatalogues(['admin', 'import'], () => import('../features/admin/components/admin-page')));
const KpiPage = lazy(() => withCatalogues(['kpi'], () => import('../features/kpi/components/kpi-page')));
const ImportsPage = lazy(() => withCatalogues(['import'], () => import('../features/import/components/imports-page')));
const PriceListsPage = lazy(() => withCatalogues(['admin'], () => import('../features/price-lists/components/price-lists-page')));
const ExportPage = lazy(() => withCatalogues(['admin'], () => import('../features/exports/components/export-page')));
const legal = () => import('../features/legal/components/legal-pages');
const PrivacyPage = lazy(() => legal().then((m) => ({ default: m.PrivacyPage })));
const AccessibilityPage = lazy(() => legal().then((m) => ({ default: m.AccessibilityPage })));
const DisclaimerPage = lazy(() => legal().then((m) => ({ default: m.DisclaimerPage })));
const TermsOfUsePage = lazy(() => legal().then((m) => ({ default: m.TermsOfUsePage })));

export function buildRoutes(paths: Paths): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <NavigationError />,
      children: [
        { path: paths.home, element: <HomePage /> },
        { path: paths.login, element: <LoginPage /> },
        { path: paths.resetPassword, element: <ResetPasswordPage /> },
        { path: paths.changePassword, element: <ChangePasswordPage /> },
        { path: paths.selectCustomer, element: <SelectCustomerPage /> },
        { path: paths.buyingGroup, element: <BuyingGroupHomePage /> },
        { path: paths.points, element: <CataloguePage /> },
        { path: paths.cart, element: <CartPage /> },
        { path: paths.commands, element: <CompanyOrdersPage /> },
        { path: paths.oneCommands, element: <ProgrammeOrdersPage /> },
        { path: paths.contract, element: <ContractPage /> },
        { path: paths.service, element: <ProgrammeServicePage /> },
        { path: paths.contact, element: <ContactPage /> },
        { path: paths.claims, element: <ClaimsPage /> },
        {
          element: <BackOfficeLayout />,
          children: [
            { path: paths.admin, element: <AdminPage /> },
            { path: paths.priceLists, element: <PriceListsPage /> },
            { path: paths.adminClaims, element: <AdminClaimsPage /> },
            { path: paths.imports, element: <ImportsPage /> },
            { path: `${paths.imports}/:id`, element: <ImportsPage /> },
            { path: `${paths.exports}/:id`, element: <ExportPage /> },
            { path: paths.kpi, element: <KpiPage /> },
            { path: `${paths.adminBuyingGroup}/:id`, element: <AdminBuyingGroupPage /> },
          ],
        },
        { path: paths.privacy, element: <PrivacyPage /> },
        { path: paths.accessibility, element: <AccessibilityPage /> },
        { path: paths.disclaimer, element: <DisclaimerPage /> },
        { path: paths.termsOfUse, element: <TermsOfUsePage /> },
        { path: paths.sitemap, element: <SitemapPage /> },
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ];
}
