import { claimSearchText } from '../../functions/src/domain/search-text.js';
import type { ClaimDoc, ClaimHistoryEvent } from '../../functions/src/model/claims.js';
import type { CustomerDoc } from '../../functions/src/model/customers.js';
import type { SalesLineDoc } from '../../functions/src/model/sales.js';

const DAY = 86_400_000;

/**
 * A few claims in each status (issue 33), most of them the demo buyer's (CHU de Démo): a missing line just
 * submitted, a wrong amount in progress with the commercial's comment, one accepted and one resolved by an
 * import (each linked to a line of the customer), one refused with its reason, and one flagged because its
 * invoice came with another quantity. One more of a member of the multi-customer buyer.
 */
export function demoClaims(customers: readonly CustomerDoc[], linesOf: ReadonlyMap<string, SalesLineDoc[]>, now: Date): ClaimDoc[] {
  const [chu, second] = customers;
  if (!chu) return [];
  const lines = linesOf.get(chu.id) ?? [];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const buyer = { by: 'user-acheteur', byName: 'Sophie Martin' };
  const commercial = { by: 'user-commercial', byName: 'Julien Fournier' };
  const admin = { by: 'user-admin', byName: 'Claire Morel' };
  const year = now.getUTCFullYear();
  let n = 0;
  const claim = (
    customer: CustomerDoc,
    fields: Omit<ClaimDoc, 'id' | 'type' | 'customerId' | 'customerNumber' | 'customerName' | 'createdBy' | 'updatedAt' | 'searchText' | 'comment'> & {
      comment?: string;
    },
    createdBy = buyer.by,
  ): ClaimDoc => {
    const base = {
      id: `claim-demo-${++n}`,
      type: 'claim' as const,
      customerId: customer.id,
      customerNumber: customer.number,
      customerName: customer.name,
      comment: '',
      ...fields,
      createdBy,
      updatedAt: fields.history.at(-1)?.at ?? fields.createdAt,
    };
    return { ...base, searchText: claimSearchText(base) };
  };
  const ev = (who: { by: string; byName: string }, daysAgo: number, action: ClaimHistoryEvent['action'], text?: string): ClaimHistoryEvent => ({
    ...who,
    at: at(daysAgo),
    action,
    ...(text ? { text } : {}),
  });
  const fromLine = (l: SalesLineDoc) => ({
    invoiceNumber: l.invoiceNumber,
    orderNumber: l.orderNumber,
    reference: l.reference,
    date: l.salesRecognitionDate.slice(0, 10),
    amount: l.salesAmount,
    quantity: l.invoiceQuantity,
  });
  // An invoice date a few weeks back: always in the past, whatever the day the seed runs.
  const recent = at(40).slice(0, 10);

  const out: ClaimDoc[] = [
    claim(chu, {
      kind: 'missingLine',
      status: 'submitted',
      invoiceNumber: `F${year}-DEMO-101`,
      orderNumber: `C${year}-DEMO-101`,
      reference: lines[0]?.reference ?? 'REF-DEMO',
      date: recent,
      amount: 4850,
      quantity: 5,
      comment: 'Commande de vis passée en urgence, absente de mes commandes.',
      createdAt: at(2),
      history: [ev(buyer, 2, 'submitted', 'Commande de vis passée en urgence, absente de mes commandes.')],
    }),
    claim(chu, {
      kind: 'missingLine',
      status: 'refused',
      invoiceNumber: `F${year}-DEMO-102`,
      orderNumber: `C${year}-DEMO-102`,
      reference: 'REF-AUTRE',
      date: recent,
      amount: 1200,
      quantity: 1,
      refusalReason: 'Cette facture est celle d’un autre fabricant : elle n’entre pas dans le programme.',
      createdAt: at(30),
      resolvedAt: at(26),
      history: [ev(buyer, 30, 'submitted'), ev(admin, 26, 'refused', 'Cette facture est celle d’un autre fabricant : elle n’entre pas dans le programme.')],
    }),
  ];
  const [l1, l2, l3, l4] = lines;
  if (l1) {
    out.push(
      claim(chu, {
        kind: 'wrongAmount',
        status: 'inProgress',
        ...fromLine(l1),
        amount: Math.round(l1.salesAmount * 1.1 * 100) / 100,
        comment: 'Le montant facturé est plus élevé.',
        createdAt: at(9),
        history: [
          ev(buyer, 9, 'submitted', 'Le montant facturé est plus élevé.'),
          ev(commercial, 7, 'inProgress'),
          ev(commercial, 7, 'comment', 'Je vérifie la facture avec la comptabilité.'),
        ],
      }),
    );
  }
  if (l2) {
    out.push(
      claim(chu, {
        kind: 'missingLine',
        status: 'accepted',
        ...fromLine(l2),
        linkedLineId: l2.id,
        pointsGranted: Math.round(l2.salesAmount * 0.05),
        createdAt: at(45),
        resolvedAt: at(40),
        history: [ev(buyer, 45, 'submitted'), ev(admin, 40, 'accepted')],
      }),
    );
  }
  if (l3) {
    out.push(
      claim(chu, {
        kind: 'missingLine',
        status: 'resolvedByImport',
        ...fromLine(l3),
        linkedLineId: l3.id,
        createdAt: at(20),
        resolvedAt: at(15),
        history: [ev(buyer, 20, 'submitted'), { at: at(15), byName: 'Import', action: 'resolvedByImport' }],
      }),
    );
  }
  if (l4) {
    const claimed = { ...fromLine(l4), quantity: l4.invoiceQuantity + 2 };
    out.push(
      claim(chu, {
        kind: 'wrongQuantity',
        status: 'submitted',
        ...claimed,
        createdAt: at(5),
        flag: {
          at: at(3),
          claimed: { orderNumber: claimed.orderNumber, reference: claimed.reference, date: claimed.date, amount: claimed.amount, quantity: claimed.quantity },
          imported: [
            {
              orderNumber: l4.orderNumber,
              reference: l4.reference,
              date: l4.salesRecognitionDate.slice(0, 10),
              amount: l4.salesAmount,
              quantity: l4.invoiceQuantity,
            },
          ],
        },
        history: [
          ev(buyer, 5, 'submitted'),
          { at: at(3), byName: 'Import', action: 'flagged', text: 'La facture est arrivée par import avec d’autres valeurs que celles déclarées.' },
        ],
      }),
    );
  }
  if (second) {
    out.push(
      claim(
        second,
        {
          kind: 'wrongReference',
          status: 'submitted',
          invoiceNumber: `F${year}-DEMO-201`,
          orderNumber: `C${year}-DEMO-201`,
          reference: 'REF-CORRIGEE',
          currentReference: 'REF-ERRONEE',
          date: recent,
          amount: 760,
          quantity: 2,
          createdAt: at(12),
          history: [{ by: 'user-groupement', byName: 'Nicolas Bernard', at: at(12), action: 'submitted' }],
        },
        'user-groupement',
      ),
    );
  }
  return out;
}
