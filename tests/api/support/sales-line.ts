import type { SalesLineDoc } from '../../../functions/src/model/sales.js';

/**
 * A whole sales line of a test's own customer, as an import writes it: dated today, in the franchise « Essai »,
 * unless `overrides` says otherwise. Its year follows its date, and the reported customer the sold-to one.
 */
export function salesLineDoc(id: string, customerId: string, overrides: Partial<SalesLineDoc> = {}): SalesLineDoc {
  const now = new Date().toISOString();
  const salesRecognitionDate = overrides.salesRecognitionDate ?? now.slice(0, 10);
  const customerSoldTo = overrides.customerSoldTo ?? { number: '999000001', name: 'Clinique d’essai' };
  return {
    id,
    type: 'salesLine',
    customerId,
    customerSoldTo,
    customerReported: customerSoldTo,
    reference: 'REF-1',
    description: 'Produit d’essai',
    salesAmount: 10,
    invoiceQuantity: 1,
    salesRecognitionDate,
    year: Number(salesRecognitionDate.slice(0, 4)),
    invoiceNumber: `F-${id}`,
    orderNumber: `C-${id}`,
    franchise: 'Essai',
    franchiseGroup: 'Essai',
    subFranchise: 'Essai',
    gimBrand: 'Essai',
    gimItemType: 'Produit',
    gimSubBrand: 'Essai',
    sapg: 'Essai',
    gimCustom: 'Essai',
    sapgCustom: 'Essai',
    uom: 'EA',
    currency: 'EUR',
    city: 'Lille',
    buyingGroupName: '',
    pointCategory: 'consommable',
    importId: 'test',
    updatedAt: now,
    ...overrides,
  };
}
