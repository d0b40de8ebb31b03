import { Busboy, type BusboyInstance } from '@fastify/busboy';
import { failure } from '../http/errors.js';

export interface UploadedForm {
  file: { name: string; bytes: Buffer } | null;
  fields: Record<string, string>;
}

/** A file over the cap (IMPORT_MAX_UPLOAD_MB) gets a 400 like any other refused file (the host's own 413 stays for bodies over 100 MB). */
export const tooLarge = (maxBytes: number) => failure('file_too_large', { megabytes: Math.floor(maxBytes / 1024 / 1024) }, { field: 'file' });

/**
 * Reads a multipart/form-data body with @fastify/busboy (busboy's maintained fork, the one undici uses):
 * one file part, a few short text fields. Past `maxFileBytes` the file is refused, not truncated.
 */
export function readMultipart(contentType: string, body: Uint8Array, maxFileBytes: number): Promise<UploadedForm> {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return Promise.reject(failure('unsupported_media_type'));
  }
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadedForm['file'] = null;
    let failed: Error | undefined;
    let parser: BusboyInstance;
    try {
      parser = new Busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fields: 20, fieldSize: 4096, fileSize: maxFileBytes, parts: 25 } });
    } catch {
      reject(failure('multipart_invalid'));
      return;
    }
    parser.on('file', (fieldname, stream, filename) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => (failed = tooLarge(maxFileBytes)));
      stream.on('end', () => {
        if (fieldname === 'file' && !file) file = { name: filename || 'import.xlsx', bytes: Buffer.concat(chunks) };
      });
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('error', () => reject(failure('multipart_invalid')));
    parser.on('finish', () => (failed ? reject(failed) : resolve({ file, fields })));
    parser.end(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
  });
}
