/**
 * POST /api/clientFailures: the site's failure reports reach the API only without personal data. An anonymous
 * report is taken (204, nothing else answered); a report that carries a message, an address, an id or a query
 * string is refused with the one error shape, so it never reaches the logs.
 */
import { describe, expect, it } from 'vitest';
import { call, expectErrorShape } from './support/api.js';

const report = { kind: 'api-server-error', page: '/commandes/:id', api: '/api/orderOneStryker/:id', status: 503 };

describe('POST /api/clientFailures', () => {
  it('takes an anonymous report without a session and answers 204 with no body', async () => {
    const res = await call('POST', 'clientFailures', { body: report });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const uncaught = await call('POST', 'clientFailures', { body: { kind: 'uncaught-error', page: '/catalogue', errorName: 'TypeError' } });
    expect(uncaught.status).toBe(204);
  });

  it.each([
    ['an e-mail address in the page', { ...report, page: '/users/jean.dupont@chu-demo.test' }],
    ['an order id in the API path', { ...report, api: '/api/orderOneStryker/ord-9f86d081884c7d65' }],
    ['a query string', { ...report, page: '/commandes?search=dupont' }],
    ['an error message', { ...report, message: 'Jean Dupont : commande introuvable' }],
    ['an error name that is a sentence', { kind: 'uncaught-error', page: '/', errorName: 'Erreur de Jean Dupont' }],
    ['a status that is not a server error', { ...report, status: 404 }],
  ])('refuses a report with %s: 400, French message', async (_label, body) => {
    const res = await call('POST', 'clientFailures', { body });
    expect(res.status).toBe(400);
    expectErrorShape(res, 'clientFailures');
  });

  it('refuses a body beyond 2 KiB', async () => {
    const res = await call('POST', 'clientFailures', { raw: JSON.stringify({ ...report, page: `/${'a'.repeat(4096)}` }), contentType: 'application/json' });
    expect(res.status).toBe(413);
  });
});
