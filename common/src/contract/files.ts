import { z } from 'zod';

export const contractFileSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  contentType: z.string(),
  docType: z.number().int(),
  uploadDate: z.string(),
  updatedById: z.string().nullable(),
});
export type ContractFile = z.infer<typeof contractFileSchema>;
export const contractFilesSchema = z.array(contractFileSchema);
