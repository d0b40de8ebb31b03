import type { AnyRoute } from '../../http/route.js';
import { acceptTerms } from './terms-accept.js';
import { getTermsAcceptances } from './terms-get-acceptances.js';
import { getTermsAccepted } from './terms-get-accepted.js';
import { getCurrentTerms } from './terms-get-current.js';

export const termsRoutes: AnyRoute[] = [getTermsAccepted, getCurrentTerms, acceptTerms];

// Apart from the portal's routes: the table (routes.ts) lists the back office's after them.
export const termsBackOfficeRoutes: AnyRoute[] = [getTermsAcceptances];
