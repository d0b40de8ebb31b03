/**
 * Claims against a Cosmos DB server in memory, with a local stand-in for SendGrid's server: an acceptance
 * writes the line through the import's path (statistics and points follow) and is idempotent; an import's
 * write resolves an open « missing line » claim or flags one whose invoice came with other values.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, BUYER, startClaimsStore, type ClaimsStore } from '../testing/claims-store.js';

let s: ClaimsStore;
beforeAll(async () => {
  s = await startClaimsStore('portail-essai-reclamations');
}, 60_000);
afterAll(() => s?.close());
beforeEach(() => {
  s.mails.length = 0;
});

describe('accepter une réclamation', () => {
  it('écrit la ligne comme un import (source claim:<id>), les points suivent, l’audit nomme l’administrateur, le client est prévenu', async () => {
    const customer = await s.newCustomer();
    const claim = await s.declare(customer.id, s.missing(), BUYER);
    const { claim: accepted, lineWritten } = await s.acceptance.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);

    expect(lineWritten).toBe(true);
    const [line] = await s.linesOf(customer.id);
    expect(line).toMatchObject({
      invoiceNumber: claim.invoiceNumber,
      orderNumber: 'CMD-1',
      reference: 'REC-1',
      salesAmount: 5000,
      invoiceQuantity: 2,
      source: `claim:${claim.id}`,
      pointCategory: 'implant',
    });
    expect(accepted).toMatchObject({ status: 'accepted', linkedLineId: line!.id });
    expect(accepted.pointsGranted).toBeGreaterThan(0);
    expect(await s.earned(customer.id)).toBe(accepted.pointsGranted);
    expect((await s.auditOf(claim.id)).find((a) => a.after?.status === 'accepted')?.by).toBe(ADMIN.id);
    expect((await s.auditOf(line!.id))[0]).toMatchObject({ resource: 'salesLines', by: ADMIN.id, after: { source: `claim:${claim.id}` } });
    expect(s.mails.map((m) => [m.personalizations[0]!.to[0]!.email, m.subject])).toEqual([
      [BUYER.email, `[Portail fidélité] Votre réclamation sur la facture ${claim.invoiceNumber} : acceptée`],
    ]);
  });

  it('accepter de nouveau ne change rien : ni la ligne, ni les points, ni la réclamation, ni e-mail', async () => {
    const customer = await s.newCustomer();
    const claim = await s.declare(customer.id, s.missing(), BUYER);
    const first = await s.acceptance.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    const [line] = await s.linesOf(customer.id);
    const points = await s.earned(customer.id);
    s.mails.length = 0;

    const again = await s.acceptance.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    expect(again.lineWritten).toBe(false);
    expect(again.claim._etag).toBe(first.claim._etag);
    expect((await s.linesOf(customer.id)).map((l) => l._etag)).toEqual([line!._etag]);
    expect(await s.earned(customer.id)).toBe(points);
    expect(s.mails).toEqual([]);
  });

  it('une ligne déjà enregistrée avec les mêmes valeurs n’est pas réécrite, et aucun point n’est accordé', async () => {
    const customer = await s.newCustomer();
    const input = s.missing();
    await s.importLines(customer, [{ invoiceNumber: input.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);
    const [before] = await s.linesOf(customer.id);
    // Declared after the import (a customer who did not see it yet): the import could not resolve it.
    const claim = await s.declare(customer.id, input, BUYER);
    const { claim: accepted, lineWritten } = await s.acceptance.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    expect(lineWritten).toBe(false);
    expect(accepted).toMatchObject({ status: 'accepted', linkedLineId: before!.id, pointsGranted: 0 });
    expect((await s.linesOf(customer.id)).map((l) => l._etag)).toEqual([before!._etag]);
  });

  it('un montant erroné corrige la ligne existante (même identifiant), sans en créer une autre', async () => {
    const customer = await s.newCustomer();
    const input = s.missing({ kind: 'wrongAmount', amount: 7000 });
    await s.importLines(customer, [{ invoiceNumber: input.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);
    const [before] = await s.linesOf(customer.id);
    const pointsBefore = await s.earned(customer.id);
    const claim = await s.declare(customer.id, input, BUYER);
    await s.acceptance.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    const after = await s.linesOf(customer.id);
    expect(after.map((l) => [l.id, l.salesAmount, l.source])).toEqual([[before!.id, 7000, `claim:${claim.id}`]]);
    expect(await s.earned(customer.id)).toBeGreaterThan(pointsBefore);
  });

  it('une référence erronée déplace la ligne sur sa bonne référence : l’ancienne est retirée, la nouvelle porte la source', async () => {
    const customer = await s.newCustomer();
    const input = s.missing({ kind: 'wrongReference', reference: 'REC-1', currentReference: 'REC-FAUX' });
    await s.importLines(customer, [{ invoiceNumber: input.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-FAUX', salesAmount: 5000, invoiceQuantity: 2 }]);
    const [wrong] = await s.linesOf(customer.id);
    const claim = await s.declare(customer.id, input, BUYER);
    const { claim: accepted } = await s.acceptance.acceptClaim(customer.id, claim.id, claim._etag, ADMIN);
    const after = await s.linesOf(customer.id);
    expect(after.map((l) => [l.reference, l.salesAmount, l.source])).toEqual([['REC-1', 5000, `claim:${claim.id}`]]);
    expect(after[0]!.id).not.toBe(wrong!.id);
    expect(accepted.linkedLineId).toBe(after[0]!.id);
    expect((await s.auditOf(wrong!.id)).map((a) => [a.resource, a.by])).toEqual([['salesLines', ADMIN.id]]);
  });

  it('une version périmée est refusée (412) et rien n’est écrit ; une réclamation refusée ne s’accepte plus (409)', async () => {
    const customer = await s.newCustomer();
    const claim = await s.declare(customer.id, s.missing(), BUYER);
    await s.decisions.commentClaim(customer.id, claim.id, 'Je regarde', ADMIN);
    await expect(s.acceptance.acceptClaim(customer.id, claim.id, claim._etag, ADMIN)).rejects.toMatchObject({ status: 412 });
    expect(await s.linesOf(customer.id)).toEqual([]);

    const { detail, version } = await s.claims.claimDetail(customer.id, claim.id);
    expect(detail.status).toBe('inProgress');
    const refused = await s.decisions.refuseClaim(customer.id, claim.id, 'Facture d’un autre fabricant', version, ADMIN);
    expect(refused).toMatchObject({ status: 'refused', refusalReason: 'Facture d’un autre fabricant' });
    await expect(s.acceptance.acceptClaim(customer.id, claim.id, refused._etag, ADMIN)).rejects.toMatchObject({ status: 409 });
    expect(await s.linesOf(customer.id)).toEqual([]);
    expect(s.mails.map((m) => m.subject.split(' : ')[1])).toEqual(['en cours', 'refusée']);
  });
});

describe('rapprochement avec les imports', () => {
  it('un import qui écrit la ligne d’une réclamation « ligne manquante » ouverte la résout, la lie à la ligne et prévient le client', async () => {
    const customer = await s.newCustomer();
    const claim = await s.declare(customer.id, s.missing(), BUYER);
    await s.importLines(customer, [{ invoiceNumber: claim.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);

    const [line] = await s.linesOf(customer.id);
    const { detail } = await s.claims.claimDetail(customer.id, claim.id);
    expect(detail).toMatchObject({ status: 'resolvedByImport', linkedLineId: line!.id });
    expect(detail.flag).toBeUndefined();
    expect(detail.history.map((e) => e.action)).toEqual(['submitted', 'resolvedByImport']);
    expect(s.mails.map((m) => m.subject)).toEqual([`[Portail fidélité] Votre réclamation sur la facture ${claim.invoiceNumber} : résolue par import`]);

    // The same chunk applied again (a redelivered message) changes nothing more.
    s.mails.length = 0;
    await s.importLines(customer, [{ invoiceNumber: claim.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);
    expect((await s.claims.claimDetail(customer.id, claim.id)).detail.history).toHaveLength(2);
    expect(s.mails).toEqual([]);
  });

  it('une facture importée avec d’autres valeurs signale la réclamation à l’administrateur, les deux jeux de valeurs côte à côte', async () => {
    const customer = await s.newCustomer();
    const claim = await s.declare(customer.id, s.missing({ kind: 'wrongQuantity', quantity: 3 }), BUYER);
    await s.importLines(customer, [{ invoiceNumber: claim.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);

    const { detail } = await s.claims.claimDetail(customer.id, claim.id);
    expect(detail.status).toBe('submitted');
    expect(detail.flag).toMatchObject({
      claimed: { amount: 5000, quantity: 3 },
      imported: [{ orderNumber: 'CMD-1', reference: 'REC-1', amount: 5000, quantity: 2 }],
    });
    expect(detail.invoiceLines).toEqual(detail.flag!.imported);
    expect(s.mails).toEqual([]);
  });

  it('un import d’un autre client ou d’une autre facture ne touche pas la réclamation', async () => {
    const customer = await s.newCustomer();
    const other = await s.newCustomer();
    const claim = await s.declare(customer.id, s.missing(), BUYER);
    await s.importLines(other, [{ invoiceNumber: claim.invoiceNumber, orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);
    await s.importLines(customer, [{ invoiceNumber: 'AUTRE', orderNumber: 'CMD-1', reference: 'REC-1', salesAmount: 5000, invoiceQuantity: 2 }]);
    expect((await s.claims.claimDetail(customer.id, claim.id)).detail).toMatchObject({ status: 'submitted', history: [{ action: 'submitted' }] });
  });
});

describe('KPI des réclamations', () => {
  it('compte les ouvertes, la médiane des délais et les points accordés cette année', async () => {
    const before = await s.claims.claimKpi();
    const customer = await s.newCustomer();
    const open = await s.declare(customer.id, s.missing(), BUYER);
    const toAccept = await s.declare(customer.id, s.missing(), BUYER);
    const { claim } = await s.acceptance.acceptClaim(customer.id, toAccept.id, toAccept._etag, ADMIN);
    const after = await s.claims.claimKpi();
    expect(after.open).toBe(before.open + 1);
    expect(after.resolvedThisYear).toBe(before.resolvedThisYear + 1);
    expect(after.pointsGrantedThisYear).toBeCloseTo(before.pointsGrantedThisYear + claim.pointsGranted!, 2);
    expect(after.medianDaysToResolve).not.toBeNull();
    expect(open.status).toBe('submitted');
  });
});
