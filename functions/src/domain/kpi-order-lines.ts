import { normaliseSearch, type KpiOrderDetail } from '@portail/common';
import { KPI_ORDERS_PARTITION, type KpiOrderLineDoc } from '../model/kpi.js';
import type { OrderDoc } from '../model/orders.js';
import { lineFigures } from './kpi-rules.js';

/**
 * « Commandes One Stryker »: one row per product line of a confirmed programme order, with the spec's 18
 * columns. Totals are computed once here, when the row is written, so the list sorts on them in the database.
 */
export function orderLineRowsOf(
  order: Pick<OrderDoc, 'id' | 'customerId' | 'customerNumber' | 'customerName' | 'orderNumber' | 'orderDate' | 'year' | 'lines'>,
): KpiOrderLineDoc[] {
  return order.lines.map((l, index) => {
    const figures = lineFigures(l.unitPrice, l.currentCost, l.quantity);
    const row: Omit<KpiOrderLineDoc, 'searchText'> = {
      id: `line-${order.id}-${index}`,
      type: 'kpiOrderLine',
      customerId: KPI_ORDERS_PARTITION,
      ownerId: order.customerId,
      orderId: order.id,
      year: order.year,
      customerNumber: order.customerNumber,
      customerName: order.customerName,
      orderNumber: order.orderNumber,
      franchiseGroup: l.franchiseGroup ?? '',
      franchise: l.franchise ?? '',
      subFranchise: l.subFranchise ?? '',
      category: l.category ?? '',
      reference: l.reference,
      designation: l.description,
      packContent: l.gimPackContent ?? 0,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      unitCost: l.currentCost ?? 0,
      ...figures,
      orderDate: order.orderDate,
    };
    const searchText = normaliseSearch(
      [row.customerNumber, row.customerName, row.orderNumber, row.franchiseGroup, row.franchise, row.subFranchise, row.category, row.reference, row.designation]
        .filter(Boolean)
        .join(' '),
    );
    return { ...row, searchText };
  });
}

/** What the API answers of a row. */
export const toOrderDetail = (r: KpiOrderLineDoc): KpiOrderDetail => ({
  customerNumber: r.customerNumber,
  customerName: r.customerName,
  orderNumber: r.orderNumber,
  franchiseGroup: r.franchiseGroup,
  franchise: r.franchise,
  subFranchise: r.subFranchise,
  category: r.category,
  reference: r.reference,
  designation: r.designation,
  packContent: r.packContent,
  unitPrice: r.unitPrice,
  quantity: r.quantity,
  totalPrice: r.totalPrice,
  unitCost: r.unitCost,
  totalCost: r.totalCost,
  savings: r.savings,
  marginPercent: r.marginPercent,
  orderDate: r.orderDate,
});
