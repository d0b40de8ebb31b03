/**
 * « Voir comme » is a reading (issue 31, docs/permissions.md): every write of the customer portal is
 * refused to staff, in process over the whole route table (testing/pipeline-harness.ts), before the
 * handler runs, so nothing is written. The list below is the table's as it is: a new portal write shows
 * up here and has to be read before it is accepted into the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../routes.js';
import { expectReached, expectRefused, startPipelineHarness, type Harness } from '../testing/pipeline-harness.js';
import { buildRequest, customerValues, routeLabel, scopedValues } from '../testing/route-requests.js';
import { isCustomerPortalWrite, type AnyRoute } from './route.js';

const portalWrites = routes.filter(isCustomerPortalWrite);
/** Signed-in writes that are not the customer's acts: the caller's own account. */
const ownWrites = routes.filter((r) => r.access === 'user' && r.method !== 'GET' && !isCustomerPortalWrite(r));
const each = (list: AnyRoute[]) => list.map((r) => [routeLabel(r), r] as const);

let h: Harness;
beforeAll(async () => {
  h = await startPipelineHarness('portail-essai-voir-comme');
}, 60_000);
afterAll(() => h?.close());

/** About customer A, the commercial's own customer and userA's: only the caller's role differs. */
const aboutA = (route: AnyRoute, userId: string) => buildRequest(route, scopedValues(route, h.customerA), { ...customerValues(h.customerA), userId });

describe('voir comme : le personnel lit le portail d’un client, il n’y agit pas', () => {
  it('les écritures du portail sont celles-ci (une nouvelle doit être relue ici)', () => {
    expect(portalWrites.map(routeLabel)).toEqual([
      'POST /api/carts/items/{customer} (addCartItem)',
      'PUT /api/carts/items/{cartItemId}/quantity (updateCartItemQuantity)',
      'DELETE /api/carts/items/{id} (deleteCartItem)',
      'POST /api/orderOneStryker/createOrderFromCart (createOrderFromCart)',
      'POST /api/email (sendContactEmail)',
      'POST /api/customerClaims/{customerId} (declareCustomerClaim)',
      'POST /api/customerClaims/{customerId}/{claimId}/invoice (uploadClaimInvoice)',
    ]);
    expect(portalWrites.filter((r) => r.adminMayWrite).map((r) => r.name)).toEqual(['deleteCartItem']);
  });

  it.each(each(portalWrites))('%s : refusée (403 staff_read_only) au commercial et à l’administrateur, permise à l’acheteur', async (label, route) => {
    const commercial = await h.invoke(route, aboutA(route, h.actors.commercial.id), { token: h.actors.commercial.token });
    expectRefused(commercial, [403], `${label} par le commercial`);
    expect(commercial.json.error.code, label).toBe('staff_read_only');
    expect(commercial.json.error.message, label).toContain('Vous consultez le portail de ce client');

    const admin = await h.invoke(route, aboutA(route, h.actors.admin.id), { token: h.actors.admin.token });
    if (route.adminMayWrite) {
      // The back office's own act on the same route (the cart dialog's line delete).
      expectReached(admin, `${label} par l’administrateur, au back-office`);
    } else {
      expectRefused(admin, [403], `${label} par l’administrateur`);
      expect(admin.json.error.code, label).toBe('staff_read_only');
    }

    expectReached(await h.invoke(route, aboutA(route, h.actors.userA.id), { token: h.actors.userA.token }), `${label} par l’acheteur`);
  });

  it.each(each(ownWrites))('%s : écriture de l’appelant sur son propre compte, permise au personnel', async (label, route) => {
    for (const who of ['commercial', 'admin'] as const) {
      expectReached(await h.invoke(route, aboutA(route, h.actors[who].id), { token: h.actors[who].token }), `${label} par ${who}`);
    }
  });

  it('la remise du panier reste un acte de l’administrateur au back-office', async () => {
    const discount = routes.find((r) => r.name === 'updateCartDiscountRate')!;
    expect(isCustomerPortalWrite(discount)).toBe(false);
    expectReached(await h.invoke(discount, aboutA(discount, h.actors.admin.id), { token: h.actors.admin.token }), 'remise par l’administrateur');
  });

  it('le personnel lit toujours le portail de son client', async () => {
    const reads = routes.filter((r) => r.access === 'user' && r.method === 'GET' && r.scope.kind === 'customer');
    expect(reads.length).toBeGreaterThan(0);
    for (const route of reads) {
      for (const who of ['commercial', 'admin'] as const) {
        expectReached(await h.invoke(route, aboutA(route, h.actors[who].id), { token: h.actors[who].token }), `${routeLabel(route)} par ${who}`);
      }
    }
  });
});
