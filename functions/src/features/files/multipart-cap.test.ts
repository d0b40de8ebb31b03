/**
 * The two multipart routes (an import's workbook, a contract file) stop reading a body at their cap: a
 * body sent without Content-Length (chunked) is refused once the cap is passed, and what had arrived is
 * all that was held, not the whole of it (issue 31, « Multipart size cap »).
 */
import azureFunctions from '@azure/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitTestSettings } from '../../testing/unit-settings.js';

const { HttpRequest, InvocationContext } = azureFunctions;
const CHUNK = 64 * 1024;
const MB = 1024 * 1024;
const saved = { ...process.env };

/** A multipart request whose body streams `totalBytes` of file content, counting what the handler pulls. */
function streamedUpload(url: string, totalBytes: number) {
  const sent = { bytes: 0 };
  const boundary = 'essai-borne';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gros.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(head);
      sent.bytes += head.byteLength;
    },
    pull(controller) {
      if (sent.bytes >= totalBytes) return controller.close();
      controller.enqueue(new Uint8Array(CHUNK).fill(0x25));
      sent.bytes += CHUNK;
    },
  });
  const nativeRequest = new Request(url, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  const request = new HttpRequest({ nativeRequest } as unknown as ConstructorParameters<typeof HttpRequest>[0]);
  return { request, sent };
}

const admin = { user: { id: 'user-admin', email: 'admin@essai.test', firstName: 'A', lastName: 'B' }, role: 'ADMIN' } as never;

beforeAll(async () => {
  Object.assign(process.env, unitTestSettings(1, 'portail-essai-multipart'), { IMPORT_MAX_UPLOAD_MB: '1' });
  (await import('../../config.js')).resetConfigForTests();
});

afterAll(() => {
  process.env = saved;
});

describe('multipart uploads past their cap', () => {
  it('an import workbook: refused with the French 400 once 1 Mo (the setting) has passed, the rest never read', async () => {
    const { startImport } = await import('../../services/import-upload.js');
    const { request, sent } = streamedUpload('http://localhost/api/import', 16 * MB);
    await expect(startImport(request, admin)).rejects.toMatchObject({ status: 400, message: 'Le fichier dépasse la taille maximale de 1 Mo.' });
    expect(sent.bytes).toBeLessThan(2 * MB);
  }, 60_000);

  it('a contract file: refused with 413 once 10 Mo have passed, the rest never read', async () => {
    const { uploadContractFile } = await import('./files-upload.js');
    const { request, sent } = streamedUpload('http://localhost/api/Files/upload', 40 * MB);
    const context = new InvocationContext({ functionName: uploadContractFile.name, invocationId: 'essai' });
    const handlerContext = { request, log: context, params: {}, query: { customerNumbers: ['1'] }, body: undefined, principal: admin, requireCustomer() {} };
    await expect(uploadContractFile.handler(handlerContext as never)).rejects.toMatchObject({ status: 413, code: 'file_too_large' });
    expect(sent.bytes).toBeLessThan(12 * MB);
  }, 60_000);
});
