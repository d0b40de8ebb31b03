import type { AnyRoute } from '../../http/route.js';
import { acceptCustomerClaim, commentOnClaim, refuseCustomerClaim } from './claims-decide.js';
import { declareCustomerClaim } from './claims-declare.js';
import { getClaim } from './claims-get.js';
import { downloadClaimInvoice, uploadClaimInvoice } from './claims-invoice.js';
import { getClaimKpi } from './claims-kpi.js';
import { listCustomerClaims } from './claims-list-customer.js';
import { listAllClaims } from './claims-list.js';

export const claimsRoutes: AnyRoute[] = [
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
];
