/**
 * Decisions on a claim are durable writes (services/claim-decisions.ts): a request cut between its steps
 * leaves its decision recorded, and the next call or the replay timer completes it, each thing written once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, BUYER, startClaimsStore, type ClaimsStore } from '../testing/claims-store.js';

let s: ClaimsStore;
beforeAll(async () => {
  s = await startClaimsStore('portail-essai-decisions');
}, 60_000);
afterAll(() => s?.close());
beforeEach(() => {
  s.mails.length = 0;
});

describe('une décision coupée en route', () => {
  it('coupée entre la ligne et la réclamation : l’appel suivant termine l’acceptation, une ligne, une entrée d’audit, des points comptés une fois', async () => {
    const customer = await s.newCustomer();
    const claim = await s.declare(customer.id, s.missing(), BUYER);
    s.failNextReplaceOf(claim.id);
    await expect(s.acceptance.acceptClaim(customer.id, claim.id, claim._etag, ADMIN)).rejects.toThrow();
    // The line is written, the claim still open, no audit entry of the line yet.
    expect(await s.linesOf(customer.id)).toHaveLength(1);
    expect((await s.claims.claimDetail(customer.id, claim.id)).detail.status).toBe('submitted');
    expect(await s.auditOf((await s.linesOf(customer.id))[0]!.id)).toEqual([]);
    s.mails.length = 0;

    // The administrator clicks again (the claim's version has not changed).
    const { claim: accepted, lineWritten } = await s.acceptance.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    const lines = await s.linesOf(customer.id);
    expect(lines.map((l) => [l.source, l.salesAmount])).toEqual([[`claim:${claim.id}`, 5000]]);
    expect(lineWritten).toBe(true);
    expect(accepted).toMatchObject({ status: 'accepted', linkedLineId: lines[0]!.id });
    expect(accepted.pointsGranted).toBeGreaterThan(0);
    expect(await s.earned(customer.id)).toBe(accepted.pointsGranted);
    expect((await s.auditOf(lines[0]!.id)).map((a) => [a.resource, a.by])).toEqual([['salesLines', ADMIN.id]]);
    const claimAudit = await s.auditOf(claim.id);
    expect(claimAudit.filter((a) => a.after?.status === 'accepted')).toHaveLength(1);
    expect(claimAudit.some((a) => (a as { type?: string }).type === 'pendingWrite')).toBe(false);
    expect(accepted.history.filter((e) => e.action === 'accepted')).toHaveLength(1);
    expect(s.mails.map((m) => m.subject.split(' : ')[1])).toEqual(['acceptée']);

    // A third call changes nothing more.
    s.mails.length = 0;
    const again = await s.acceptance.acceptClaim(customer.id, claim.id, accepted._etag, ADMIN);
    expect(again.claim._etag).toBe(accepted._etag);
    expect(await s.earned(customer.id)).toBe(accepted.pointsGranted);
    expect(s.mails).toEqual([]);
  });

  it('coupée et jamais relancée : le minuteur des écritures en attente la termine ; un refus entre-temps la termine d’abord', async () => {
    const customer = await s.newCustomer();
    const claim = await s.declare(customer.id, s.missing(), BUYER);
    s.failNextReplaceOf(claim.id);
    await expect(s.acceptance.acceptClaim(customer.id, claim.id, claim._etag, ADMIN)).rejects.toThrow();
    const report = await s.pending.replayPendingWrites(new Date(Date.now() + s.pending.REPLAY_AFTER_MS + 1000));
    expect(report.completed).toContain(`accept-${claim.id}`);
    const { detail } = await s.claims.claimDetail(customer.id, claim.id);
    const lines = await s.linesOf(customer.id);
    expect(detail).toMatchObject({ status: 'accepted', linkedLineId: lines[0]!.id });
    expect(lines).toHaveLength(1);
    expect(await s.auditOf(lines[0]!.id)).toHaveLength(1);

    // Another claim cut the same way, then refused: the acceptance recorded first is carried out, the refusal is refused.
    const second = await s.declare(customer.id, s.missing(), BUYER);
    s.failNextReplaceOf(second.id);
    await expect(s.acceptance.acceptClaim(customer.id, second.id, second._etag, ADMIN)).rejects.toThrow();
    await expect(s.decisions.refuseClaim(customer.id, second.id, 'Doublon', second._etag, ADMIN)).rejects.toMatchObject({ status: 409 });
    expect((await s.claims.claimDetail(customer.id, second.id)).detail.status).toBe('accepted');
    expect(await s.linesOf(customer.id)).toHaveLength(2);
  });

  it('un refus coupé avant son entrée d’audit : le minuteur écrit l’entrée et prévient le client', async () => {
    const customer = await s.newCustomer();
    const claim = await s.declare(customer.id, s.missing(), BUYER);
    // What a refusal's request leaves when it stops right after the claim's change: its announced record, the claim refused.
    const at = new Date().toISOString();
    await s.pending.announceWrite({
      kind: 'claimRefuse',
      entityId: claim.id,
      payload: { customerId: customer.id, by: ADMIN.id, byName: ADMIN.name, at, text: 'Hors contrat', fromStatus: 'submitted' },
    });
    const item = s.data.container('customerData').item(claim.id, customer.id);
    await item.replace({
      ...(await item.read()).resource,
      status: 'refused',
      refusalReason: 'Hors contrat',
      history: [...claim.history, { at, by: ADMIN.id, byName: ADMIN.name, action: 'refused', text: 'Hors contrat' }],
    });
    s.mails.length = 0;
    await s.pending.replayPendingWrites(new Date(Date.now() + s.pending.REPLAY_AFTER_MS + 1000));
    expect((await s.auditOf(claim.id)).filter((a) => a.after?.status === 'refused')).toHaveLength(1);
    expect(s.mails.map((m) => m.subject.split(' : ')[1])).toEqual(['refusée']);
  });
});
