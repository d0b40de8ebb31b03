import { config } from '../../config.js';
import { BLOB_CONTAINERS, createBlobOnce, openBlob } from '../../data/blob.js';
import { setInvoiceBlob } from '../../data/orders-repository.js';
import { file } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { streamedFile } from '../files/download-response.js';
import { loadOrderFor, orderIdParams } from './order-access.js';

const PDF = 'application/pdf';

export const downloadOrderInvoice = defineRoute({
  name: 'downloadOrderInvoice',
  method: 'GET',
  path: 'orderOneStryker/download/{id}',
  access: 'user',
  scope: { kind: 'resource', param: 'id', resource: 'order' },
  summary: 'Facture PDF d’une commande Programme (produite une fois, puis relue du stockage)',
  tags: ['orders'],
  params: orderIdParams,
  responseContentType: PDF,
  async handler({ params, requireCustomer }) {
    const order = await loadOrderFor(params.id, requireCustomer);
    const fileName = `facture-${order.orderNumber}.pdf`;
    const blobName = order.invoiceBlob ?? `${order.customerId}/${order.id}.pdf`;
    const stored = await openBlob(BLOB_CONTAINERS.invoices, blobName);
    if (stored) return streamedFile(stored, PDF, fileName);

    // First download: the invoice is made from the order as it is now, then kept as issued. pdf-lib is
    // loaded here, not at start: a cold instance compiles less (docs/performance.md, « Démarrage à froid »).
    const { buildInvoicePdf, demoIssuer } = await import('../../domain/invoice-pdf.js');
    const bytes = await buildInvoicePdf(order, { name: order.customerName, number: order.customerNumber }, demoIssuer(config().providerName));
    const created = await createBlobOnce(BLOB_CONTAINERS.invoices, blobName, bytes, PDF);
    if (!created) {
      const winner = await openBlob(BLOB_CONTAINERS.invoices, blobName);
      if (winner) return streamedFile(winner, PDF, fileName);
    }
    if (order.invoiceBlob !== blobName) await setInvoiceBlob(order, blobName);
    return file(bytes, PDF, fileName);
  },
});
