import useSWR from 'swr';
import type { AvantageImage } from '@portail/common';
import { apiRequest } from '../../../lib/api-client';

const avantageKey = (fileName: string) => `/files/avantage?fileName=${encodeURIComponent(fileName)}`;

const getAvantageImage = (fileName: string): Promise<AvantageImage> => apiRequest<AvantageImage>(avantageKey(fileName));

/** One carousel image (base64); the same image is fetched once per session. */
export function useAvantageImage(fileName: string | null) {
  return useSWR(fileName ? avantageKey(fileName) : null, () => getAvantageImage(fileName as string), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

/** data: URL of an image answered by the API (shown by an <img>, where an SVG's scripts never run). */
export const dataUrlOf = (image: AvantageImage): string => `data:${image.contentType};base64,${image.data}`;
