import type { Pagination } from '@portail/common';
import { apiResponse } from './api-client';

export interface Paged<T> {
  items: T;
  pagination: Pagination | null;
}

/** A list whose paging comes in the X-Pagination header. A non-JSON body (the catalogue's 'No products found') is answered as text. */
export async function apiPaged<T>(path: string): Promise<Paged<T>> {
  const response = await apiResponse(path);
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // plain text body: kept as is
  }
  const header = response.headers.get('X-Pagination');
  return { items: data as T, pagination: header ? parsePagination(header) : null };
}

function parsePagination(header: string): Pagination | null {
  try {
    const value = JSON.parse(header) as Partial<Pagination>;
    return typeof value.CurrentPage === 'number' && typeof value.TotalPages === 'number' ? (value as Pagination) : null;
  } catch {
    return null;
  }
}

export interface Download {
  blob: Blob;
  fileName: string | null;
  contentType: string;
}

function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : null;
}

export async function apiBlob(path: string): Promise<Download> {
  const response = await apiResponse(path, { headers: { Accept: '*/*' } });
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
    contentType: response.headers.get('Content-Type') ?? 'application/octet-stream',
  };
}

/** Query string without empty values, so optional filters are simply left out. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
