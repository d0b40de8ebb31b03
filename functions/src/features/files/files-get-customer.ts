import { contractFilesSchema, idSchema } from '@portail/common';
import { z } from 'zod';
import { filesOfCustomer } from '../../data/files-repository.js';
import { ok } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';

export const getCustomerFiles = defineRoute({
  name: 'getCustomerFiles',
  method: 'GET',
  path: 'files/customer/{id}',
  access: 'user',
  scope: { kind: 'customer', in: 'params', key: 'id' },
  summary: 'Fichiers du contrat d’un client',
  tags: ['files'],
  params: z.strictObject({ id: idSchema }),
  response: contractFilesSchema,
  async handler({ params }) {
    const files = await filesOfCustomer(params.id);
    return ok(
      files.map((f) => ({
        id: f.id,
        fileName: f.fileName,
        fileSize: f.fileSize,
        contentType: f.contentType,
        docType: f.docType,
        uploadDate: f.uploadDate,
        updatedById: f.updatedById ?? null,
      })),
    );
  },
});
