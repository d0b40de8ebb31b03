import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { config } from '../config.js';

let keySet: { uri: string; get: JWTVerifyGetKey } | undefined;

function jwks(uri: string): JWTVerifyGetKey {
  if (keySet?.uri !== uri) keySet = { uri, get: createRemoteJWKSet(new URL(uri)) };
  return keySet.get;
}

export interface EntraIdentity {
  tid: string;
  oid: string;
}

/**
 * Validates a Microsoft Entra access token issued for our API: signature against the tenant's key set,
 * RS256 only, issuer, audience and tenant pinned. Answers null when anything is off.
 */
export async function verifyEntraAccessToken(token: string): Promise<EntraIdentity | null> {
  const entra = config().entra;
  if (!entra) return null;
  try {
    const { payload } = await jwtVerify(token, jwks(entra.jwksUri), {
      algorithms: ['RS256'],
      issuer: entra.issuer,
      audience: [entra.clientId, `api://${entra.clientId}`],
      requiredClaims: ['tid', 'oid', 'exp'],
    });
    if (payload.tid !== entra.tenantId || typeof payload.oid !== 'string') return null;
    return { tid: payload.tid, oid: payload.oid };
  } catch {
    return null;
  }
}
