import { idSchema } from '@portail/common';
import { z } from 'zod';
import { BLOB_CONTAINERS, openBlob } from '../../data/blob.js';
import { findFileById } from '../../data/files-repository.js';
import { failure } from '../../http/errors.js';
import { defineRoute } from '../../http/route.js';
import { streamedFile } from './download-response.js';

export const downloadFile = defineRoute({
  name: 'downloadFile',
  method: 'GET',
  path: 'files/{id}',
  access: 'user',
  scope: { kind: 'resource', param: 'id', resource: 'file' },
  summary: 'Téléchargement d’un fichier de contrat',
  tags: ['files'],
  params: z.strictObject({ id: idSchema }),
  responseContentType: 'application/octet-stream',
  async handler({ params, requireCustomer }) {
    const record = await findFileById(params.id);
    if (!record) throw failure('file_download_missing');
    requireCustomer(record.customerId);
    const stored = await openBlob(BLOB_CONTAINERS.contracts, record.blobName);
    if (!stored) throw failure('file_download_missing');
    return streamedFile(stored, record.contentType || 'application/octet-stream', record.fileName);
  },
});
