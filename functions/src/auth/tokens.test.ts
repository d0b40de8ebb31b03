import { SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { unitTestSettings } from '../testing/unit-settings.js';

let tokens: typeof import('./tokens.js');

beforeAll(async () => {
  // No database is reached: the port is never called.
  Object.assign(process.env, unitTestSettings(9, 'portail-essai-jetons'));
  (await import('../config.js')).resetConfigForTests();
  tokens = await import('./tokens.js');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyAccessToken', () => {
  it('accepts a token it issued, again and again, with the same claims', async () => {
    const { token } = await tokens.issueAccessToken('u-jeton');
    const first = await tokens.verifyAccessToken(token);
    expect(first).toMatchObject({ sub: 'u-jeton', jti: expect.any(String) });
    expect(await tokens.verifyAccessToken(token)).toEqual(first);
  });

  it('refuses a token it has already accepted once it has expired', async () => {
    const { token } = await tokens.issueAccessToken('u-expire');
    const claims = await tokens.verifyAccessToken(token);
    expect(claims).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(claims!.exp * 1000);
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });

  it('refuses a copy of an accepted token whose payload or signature was changed', async () => {
    const { token } = await tokens.issueAccessToken('u-victime');
    expect(await tokens.verifyAccessToken(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'u-admin' })).toString('base64url');
    expect(await tokens.verifyAccessToken(`${header}.${otherPayload}.${signature}`)).toBeNull();
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verifyAccessToken(`${header}.${payload}.${otherSignature}`)).toBeNull();
  });

  it('refuses a token signed with another secret, or without an id', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sign = (secret: string, jti?: string) => {
      const jwt = new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('u-x')
        .setIssuer('portail-fidelite')
        .setAudience('portail-fidelite-api')
        .setIssuedAt(now)
        .setExpirationTime(now + 600);
      return (jti ? jwt.setJti(jti) : jwt).sign(new TextEncoder().encode(secret));
    };
    expect(await tokens.verifyAccessToken(await sign('un-autre-secret-de-test-0123456789abcdef', 'j1'))).toBeNull();
    expect(await tokens.verifyAccessToken(await sign('secret-de-test-unitaire-0123456789abcdef'))).toBeNull();
    // The same claims with the right secret and an id: accepted (the two refusals above are not an accident).
    expect(await tokens.verifyAccessToken(await sign('secret-de-test-unitaire-0123456789abcdef', 'j1'))).toMatchObject({ sub: 'u-x', jti: 'j1' });
  });
});
