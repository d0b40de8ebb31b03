import { describe, expect, it } from 'vitest';
import { parseConfig, SAMPLE_TOKEN_SECRET } from './config.js';
import { unitTestSettings } from './testing/unit-settings.js';

const base = unitTestSettings(8081, 'portail');
const strongSecret = 'Zr4q8v1TnJb0cXw2yHs6LkPe9dGa3UmF'; // 32 characters, 32 bytes

describe('configuration de sécurité', () => {
  it('le secret des jetons fait au moins 32 octets', () => {
    expect(() => parseConfig({ ...base, AUTH_TOKEN_SECRET: strongSecret.slice(1) })).toThrow(/AUTH_TOKEN_SECRET/);
    expect(parseConfig({ ...base, AUTH_TOKEN_SECRET: strongSecret }).token.secret.byteLength).toBe(32);
  });

  it('la valeur d’exemple du secret est refusée au démarrage hors du profil local', () => {
    expect(() => parseConfig({ ...base, AUTH_TOKEN_SECRET: SAMPLE_TOKEN_SECRET })).toThrow(/AUTH_TOKEN_SECRET.*DEPLOYMENT_PROFILE=local/);
    expect(() => parseConfig({ ...base, AUTH_TOKEN_SECRET: SAMPLE_TOKEN_SECRET, DEPLOYMENT_PROFILE: 'azure' })).toThrow(/AUTH_TOKEN_SECRET/);
    expect(parseConfig({ ...base, AUTH_TOKEN_SECRET: SAMPLE_TOKEN_SECRET, DEPLOYMENT_PROFILE: 'local' }).profile).toBe('local');
    expect(() => parseConfig({ ...base, DEPLOYMENT_PROFILE: 'dev' })).toThrow(/DEPLOYMENT_PROFILE/);
  });

  it('l’adresse des clés Microsoft est déduite du locataire et ne se remplace qu’en local', () => {
    const entra = { ENTRA_TENANT_ID: 'tenant-1', ENTRA_CLIENT_ID: 'client-1' };
    expect(parseConfig({ ...base, ...entra }).entra?.jwksUri).toBe('https://login.microsoftonline.com/tenant-1/discovery/v2.0/keys');
    expect(() => parseConfig({ ...base, ...entra, ENTRA_JWKS_URI: 'https://evil.test/keys' })).toThrow(/ENTRA_JWKS_URI/);
    expect(parseConfig({ ...base, ...entra, ENTRA_JWKS_URI: 'http://127.0.0.1:9/keys', DEPLOYMENT_PROFILE: 'local' }).entra?.jwksUri).toBe(
      'http://127.0.0.1:9/keys',
    );
  });

  it('le seuil d’échecs par adresse se règle par la configuration (30 par défaut)', () => {
    expect(parseConfig(base).login.addressMaxFailures).toBe(30);
    expect(parseConfig({ ...base, LOGIN_ADDRESS_MAX_FAILURES: '7' }).login.addressMaxFailures).toBe(7);
    for (const bad of ['0', '-1', 'trente', '2.5'])
      expect(() => parseConfig({ ...base, LOGIN_ADDRESS_MAX_FAILURES: bad }), bad).toThrow(/LOGIN_ADDRESS_MAX_FAILURES/);
  });

  it('le nombre de proxys qui suivent l’adresse du client dans X-Forwarded-For se règle (0 par défaut, 5 au plus)', () => {
    expect(parseConfig(base).clientAddress.proxyHops).toBe(0);
    expect(parseConfig({ ...base, CLIENT_ADDRESS_PROXY_HOPS: '1' }).clientAddress.proxyHops).toBe(1);
    for (const bad of ['-1', '6', 'un', '0.5'])
      expect(() => parseConfig({ ...base, CLIENT_ADDRESS_PROXY_HOPS: bad }), bad).toThrow(/CLIENT_ADDRESS_PROXY_HOPS/);
  });

  it('la taille maximale d’un import se règle en Mo (20 par défaut, 100 au plus comme l’hôte)', () => {
    expect(parseConfig(base).imports.maxUploadBytes).toBe(20 * 1024 * 1024);
    expect(parseConfig({ ...base, IMPORT_MAX_UPLOAD_MB: '64' }).imports.maxUploadBytes).toBe(64 * 1024 * 1024);
    expect(parseConfig(base).exports.inlineMaxRows).toBe(50_000);
    for (const bad of ['0', '1000001', 'beaucoup']) expect(() => parseConfig({ ...base, EXPORT_INLINE_MAX_ROWS: bad }), bad).toThrow(/EXPORT_INLINE_MAX_ROWS/);
    for (const bad of ['0', '101', 'vingt', '1.5']) expect(() => parseConfig({ ...base, IMPORT_MAX_UPLOAD_MB: bad }), bad).toThrow(/IMPORT_MAX_UPLOAD_MB/);
  });
});
