import type { MessageKey } from '@portail/common';

/**
 * Slides of the payable services' dialog. The legacy showLink(code) served base64 images and the API
 * has no such route, so each slide is drawn from text and theme colours instead of a picture.
 */
export const SERVICE_SLIDES: Record<'RAAC' | 'HDJ' | 'AUDIT', MessageKey[]> = {
  RAAC: ['slide.raac.1', 'slide.raac.2', 'slide.raac.3'],
  HDJ: ['slide.hdj.1', 'slide.hdj.2', 'slide.hdj.3'],
  AUDIT: ['slide.audit.1', 'slide.audit.2', 'slide.audit.3'],
};
