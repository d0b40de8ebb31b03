import useSWR from 'swr';
import type { BenefitImage } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

const benefitImageKey = (fileName: string) => `/files/avantage?fileName=${encodeURIComponent(fileName)}`;

const getBenefitImage = (fileName: string): Promise<BenefitImage> => apiRequest<BenefitImage>(benefitImageKey(fileName));

/** One carousel image (base64); the same image is fetched once per session. */
export function useBenefitImage(fileName: string | null) {
  return useSWR(fileName ? benefitImageKey(fileName) : null, () => getBenefitImage(fileName as string), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

/** data: URL of an image answered by the API (shown by an <img>, where an SVG's scripts never run). */
export const dataUrlOf = (image: BenefitImage): string => `data:${image.contentType};base64,${image.data}`;
