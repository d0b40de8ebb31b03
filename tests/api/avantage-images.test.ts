/**
 * GET /api/files/avantage?fileName (back-office spec, Files): the images of the payable services'
 * carousels, base64 in JSON, for signed-in users; the name is checked strictly (no way out of the
 * 'avantages' container), a missing image is a 404 with a French message.
 */
import { fr, SERVICE_IMAGES, SERVICE_LINK_CODES } from '@portail/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectErrorShape, session } from './support/api.js';
import { DEMO } from './support/env.js';

let token: string;
const get = (fileName: string | undefined, t: string | null = token) =>
  call('GET', 'files/avantage', { token: t, query: fileName === undefined ? {} : { fileName } });

beforeAll(async () => {
  token = (await session(DEMO.customer)).token;
});

describe('images des services (files/avantage)', () => {
  it('donne chaque image des carrousels en base64 avec son type', async () => {
    for (const code of SERVICE_LINK_CODES) {
      for (const image of SERVICE_IMAGES[code]) {
        const res = await get(image.fileName);
        expect(res.status, `${image.fileName} : ${res.text.slice(0, 200)}`).toBe(200);
        expect(Object.keys(res.json).sort()).toEqual(['contentType', 'data', 'fileName']);
        expect(res.json).toMatchObject({ fileName: image.fileName, contentType: 'image/svg+xml' });
        const svg = Buffer.from(res.json.data, 'base64').toString('utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        // The image shows the sentence that is also its alt text (XML-escaped).
        expect(svg).toContain(code);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
  });

  it('refuse sans session (401)', async () => {
    for (const t of [null, 'pas-un-jeton']) {
      const res = await get('raac-1.svg', t);
      expect(res.status).toBe(401);
      expectErrorShape(res, 'anonyme');
      expect(res.text).not.toContain('data');
    }
  });

  it('refuse tout nom qui pourrait sortir du conteneur (400, champ fileName, message français)', async () => {
    const attempts = [
      '../contracts/contrat.pdf',
      '..%2Fraac-1.svg',
      '..\\raac-1.svg',
      'raac-1.svg/../../x.svg',
      '/etc/passwd',
      '....//raac-1.svg',
      'raac-1.svg%00.png',
      '%2e%2e%2fraac-1.svg',
      'sous/raac-1.svg',
      'RAAC-1.SVG',
      'raac-1.exe',
      'raac 1.svg',
      '.svg',
      'raac--1.svg',
      'a'.repeat(120) + '.svg',
      '',
    ];
    for (const fileName of attempts) {
      const res = await get(fileName);
      expect(res.status, `${fileName} : ${res.text.slice(0, 200)}`).toBe(400);
      expectErrorShape(res, fileName);
      expect(res.json.error.field).toBe('fileName');
      expect(res.json.error.message).toContain('fileName');
    }
    const missing = await get(undefined);
    expect(missing.status).toBe(400);
    expect(missing.json.error.field).toBe('fileName');
    const res = await get('../x.svg');
    expect(res.json.error.message).toContain(fr['alert.error.avantage-file-name']);
  });

  it('répond 404 avec un message français pour une image inconnue', async () => {
    const res = await get('inconnue-9.svg');
    expect(res.status).toBe(404);
    expectErrorShape(res, 'inconnue');
    expect(res.json.error.message).toBe(fr['alert.error.avantage-missing']);
  });
});
