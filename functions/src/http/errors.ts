import { fr, message, type MessageKey } from '@portail/common';

/** An error the caller can act on: becomes a 4xx with the one error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (msg: string, field?: string) => new ApiError(400, 'validation', msg, field);
export const unauthenticated = (key: MessageKey = 'alert.error.session-expired') => new ApiError(401, 'unauthenticated', fr[key]);
export const forbidden = () => new ApiError(403, 'forbidden', fr['alert.error.forbidden']);
/** A group buyer reads its members' portals (issue 33): their orders, points and messages stay theirs. */
export const groupBuyerReadOnly = () => new ApiError(403, 'group_buyer_read_only', fr['alert.error.group-buyer-read-only']);
/** Staff viewing a customer's portal (« voir comme ») read it only: the customer's own acts are refused to them. */
export const staffReadOnly = () => new ApiError(403, 'staff_read_only', fr['alert.error.staff-read-only']);
/** A customer user who has not accepted the terms in force yet: the site shows them the terms dialog. */
export const termsNotAccepted = () => new ApiError(403, 'terms_not_accepted', fr['alert.error.terms-not-accepted']);
export const notFound = (msg: string = fr['alert.error.not-found']) => new ApiError(404, 'not_found', msg);
export const customerNotFound = () => notFound('Ce client est introuvable');
export const conflict = (msg: string) => new ApiError(409, 'conflict', msg);
export const tooManyRequests = (retryAfterSeconds: number, msg: string = fr['alert.error.too-many-attempts']) =>
  new ApiError(429, 'too_many_requests', msg, undefined, { 'Retry-After': String(retryAfterSeconds) });
/** The request's time budget is spent; trying again a few seconds later is the only thing to do. */
export const timeout = () => new ApiError(503, 'timeout', fr['alert.error.timeout'], undefined, { 'Retry-After': '5' });
export const unauthorizedAction = () => new ApiError(400, 'unauthorized_action', message('alert.error.unauthorized-action'));
/** An edit made on a version that is no longer the stored one (If-Match): nothing was written. */
export const staleWrite = () =>
  new ApiError(412, 'precondition_failed', 'Cet élément a été modifié entre-temps : rechargez-le puis recommencez. Votre saisie n’a pas été enregistrée.');
