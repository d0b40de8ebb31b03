import { z } from 'zod';
import { fr } from '../i18n/fr.js';

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

// ───────────────────────────────────────────── images of the Programme services (GET /api/files/avantage)

/**
 * Name of an image of the blob container 'avantages': lower-case letters, digits and single dashes, then
 * one image extension. Nothing else passes (no slash, dot-dot, backslash, percent or space), so a name can
 * never leave the container.
 */
export const BENEFIT_IMAGE_FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*\.(?:png|jpg|jpeg|svg|webp)$/;

/** Content type of a benefit image, from its extension (the stored content type is not trusted). */
export const BENEFIT_IMAGE_CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

export const benefitImageQuerySchema = z.strictObject({
  fileName: z
    .string({ error: fr['rules.required'] })
    .min(1, fr['rules.required'])
    .max(100, 'Le nom de fichier ne doit pas dépasser 100 caractères')
    .regex(BENEFIT_IMAGE_FILE_NAME, fr['alert.error.avantage-file-name']),
});

/** One image, base64-encoded (the dialog shows it through a data: URL). */
export const benefitImageSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** Base64 of the bytes. */
  data: z.string(),
});
export type BenefitImage = z.infer<typeof benefitImageSchema>;
