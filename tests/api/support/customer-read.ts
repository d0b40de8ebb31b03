import { paginationSchema } from '@portail/common';
import { expect } from 'vitest';
import { call, session, type ApiResponse } from './api.js';
import { DEMO } from './env.js';
import { allMessages, type SinkMessage } from './mail.js';

/** Shared by the customer-read tests (customer-read*.test.ts). */
export const YEAR = new Date().getUTCFullYear();

async function customersOf(t: string): Promise<string[]> {
  const res = await call('GET', 'users/user-infos-with-customers', { token: t });
  expect(res.status).toBe(200);
  return res.json.customers.map((c: { id: string }) => c.id);
}

export async function download(
  path: string,
  t: string,
  query?: Record<string, string | number>,
): Promise<{ status: number; headers: Headers; bytes: Buffer; text: string }> {
  const url = new URL(`${process.env.API_URL ?? 'http://127.0.0.1:7091'}/api/${path}`);
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v));
  const res = await fetch(url, { headers: { Authorization: `Bearer ${t}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

/** The first message after the `known` ones with the address in copy (the sink filters on "to" only). */
export async function waitForCopyTo(address: string, known: number): Promise<SinkMessage> {
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const found = (await allMessages()).slice(known).find((m) => m.cc.includes(address));
    if (found) return found;
  }
  throw new Error(`Aucun message en copie à ${address}`);
}

export const paginationOf = (res: ApiResponse) => paginationSchema.parse(JSON.parse(res.headers.get('x-pagination') ?? 'null'));

/** The demo buyer and its customer, the group buyer (whose customers are not the buyer's) and the admin. */
export async function readers() {
  const token = (await session(DEMO.customer)).token;
  const [customerId] = await customersOf(token);
  const groupToken = (await session(DEMO.group)).token;
  const groupCustomerIds = await customersOf(groupToken);
  const adminToken = (await session(DEMO.admin)).token;
  expect(groupCustomerIds).not.toContain(customerId);
  return { token, customerId, groupToken, groupCustomerIds, adminToken };
}
