import type { Timestamps } from './document.js';

// customerData (pk /customerId)

export const CONTRACT_DOC_TYPE = 1;

/**
 * A contract file as seen by one customer. A file attached to a contract of several customers is
 * recorded once per customer partition, all pointing to the same blob.
 */
export interface FileDoc extends Timestamps {
  id: string;
  type: 'file';
  customerId: string;
  fileName: string;
  fileSize: number;
  contentType: string;
  docType: number;
  /** Blob name in the 'contracts' container. */
  blobName: string;
  uploadDate: string;
  updatedById: string | null;
  contractId: string | null;
}
