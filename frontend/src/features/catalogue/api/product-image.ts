import useSWR from 'swr';
import { apiBlob } from '../../../lib/api-extra';

const productImageKey = (productId: string) => `/products/${encodeURIComponent(productId)}/image`;

/**
 * The picture of a product as an object URL: the image route needs the bearer token, which an <img src>
 * cannot send. Kept by SWR for the session (a few dozen small pictures), never asked twice.
 */
async function getProductImage(productId: string): Promise<string> {
  const { blob } = await apiBlob(productImageKey(productId));
  return URL.createObjectURL(blob);
}

export function useProductImage(productId: string | undefined) {
  return useSWR(productId ? productImageKey(productId) : null, () => getProductImage(productId as string), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}
