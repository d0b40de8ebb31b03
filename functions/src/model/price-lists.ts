import type { Timestamps } from './document.js';

// customerData (pk /customerId)

interface PriceListLine {
  productId: string;
  reference: string;
  description: string;
  /** Price in points for this customer. */
  price: number;
}

export interface PriceListDoc extends Timestamps {
  id: string;
  type: 'priceList';
  customerId: string;
  contractId: string | null;
  name: string;
  startDate: string;
  endDate: string;
  lines: PriceListLine[];
}
