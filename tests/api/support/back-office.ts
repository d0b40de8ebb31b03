/**
 * Shared set-up of the back-office API tests (products, contracts, files, price lists, addresses, terms,
 * orders): the four kinds of caller, customer A (the CHU buyer's only customer) and a customer of the
 * commercial user, and the audit trail of a record.
 */
import { expect } from 'vitest';
import { call, expectErrorShape, session, type ApiResponse, type Session } from './api.js';
import { DEMO } from './env.js';

export interface Actors {
  admin: Session;
  commercial: Session;
  buyer: Session;
  /** Customer A: id and number. */
  a: { id: string; number: string; name: string };
  /** Customers the commercial user follows, and one they do not. */
  commercialCustomers: string[];
}

export async function actors(): Promise<Actors> {
  const [admin, commercial, buyer] = await Promise.all([session(DEMO.admin), session(DEMO.commercial), session(DEMO.customer)]);
  const infos = await call('GET', 'users/user-infos-with-customers', { token: buyer.token });
  const c = infos.json.customers[0];
  const mine = await call('GET', 'users/user-infos-with-customers', { token: commercial.token });
  return {
    admin,
    commercial,
    buyer,
    a: { id: c.id, number: c.number, name: c.name },
    commercialCustomers: mine.json.customers.map((x: { id: string }) => x.id),
  };
}

export const unique = () => Math.random().toString(36).slice(2, 8);

/** The audit entries of a record, newest first, through GET /api/audit. */
export async function auditTrail(
  admin: Session,
  entity: string,
  entityId: string,
): Promise<{ action: string; by: string; changes: { field: string; before?: unknown; after?: unknown }[] }[]> {
  const res = await call('GET', 'audit', { token: admin.token, query: { entity, entityId } });
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  return res.json;
}

/** A 400 in French that names the field, as every refused input gets. */
export function expectFieldError(res: ApiResponse, field: string, context = ''): void {
  expect(res.status, `${context} ${res.text.slice(0, 300)}`).toBe(400);
  expectErrorShape(res, context);
  expect(res.json.error.field).toBe(field);
  expect(res.json.error.message).toContain(field);
}

/** The 412 of an edit made on a version read before someone else's save. */
export function expectStale(res: ApiResponse): void {
  expect(res.status, res.text.slice(0, 300)).toBe(412);
  expect(res.json.error.message).toMatch(/modifié entre-temps/);
}
