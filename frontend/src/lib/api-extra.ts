import type { z } from 'zod';
import { paginationSchema, type Pagination } from '@portail/common';
import { apiResponse } from './api-client';

export interface Paged<T> {
  items: T;
  pagination: Pagination | null;
}

/** A list whose paging comes in the X-Pagination header. Non-JSON bodies (the catalogue's 'No products found') reach the schema as text. */
export async function apiPaged<T>(path: string, schema: z.ZodType<T>): Promise<Paged<T>> {
  const response = await apiResponse(path);
  const text = await response.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // plain text body: kept as is
  }
  const header = response.headers.get('X-Pagination');
  const parsed = header ? paginationSchema.safeParse(JSON.parse(header)) : null;
  return { items: schema.parse(data), pagination: parsed?.success ? parsed.data : null };
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
