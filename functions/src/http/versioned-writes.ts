import type { HttpRequest } from '@azure/functions';
import { isCurrent } from '../domain/versions.js';
import { failure, staleWrite } from './errors.js';
import type { AnyRoute } from './route.js';

/**
 * Every change the back office makes names the version it was made on (If-Match), so that two people
 * editing the same record never silently undo each other: derived from the declaration, so that a new
 * back-office PUT or DELETE cannot forget it; a POST that edits a record in place says `versioned: true`.
 * The pipeline answers 428 without it, before the handler runs; the handler compares it (412 when stale).
 */
export function requiresVersion(route: Pick<AnyRoute, 'access' | 'method' | 'versioned'>): boolean {
  const backOffice = route.access === 'admin' || route.access === 'staff';
  return route.versioned === true || (backOffice && (route.method === 'PUT' || route.method === 'DELETE' || route.method === 'PATCH'));
}

/** The version the caller read, as sent in If-Match; undefined when absent or blank. */
export const ifMatchOf = (request: HttpRequest): string | undefined => request.headers.get('if-match')?.trim() || undefined;

const versionRequired = () => failure('precondition_required');

export function checkVersionSent(route: AnyRoute, request: HttpRequest): void {
  if (requiresVersion(route) && ifMatchOf(request) === undefined) throw versionRequired();
}

/** Throws 412 unless the version sent is the one stored now. */
export function checkVersion(ifMatch: string | undefined, current: string): void {
  if (ifMatch !== undefined && !isCurrent(ifMatch, current)) throw staleWrite();
}
