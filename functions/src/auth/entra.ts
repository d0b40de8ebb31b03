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

/** The short scope name a token's `scp` claim carries: "access_as_user" of "api://<client id>/access_as_user". */
const scopeName = (scope: string) => scope.slice(scope.lastIndexOf('/') + 1);

/**
 * Validates a Microsoft Entra access token issued for our API: signature against the tenant's key set
 * (its address derived from the tenant, see config.ts), RS256 only, issuer, audience and tenant pinned; the
 * token must carry our API scope in `scp` (a delegated token, not an app-only one) and have been requested
 * by our site (`azp`, or `appid` in a v1 token): a token another application obtained for our API is
 * refused. Answers null when anything is off.
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
    const scopes = typeof payload.scp === 'string' ? payload.scp.split(' ') : [];
    if (!scopes.includes(scopeName(entra.scope))) return null;
    if ((payload.azp ?? payload.appid) !== entra.clientId) return null;
    return { tid: payload.tid, oid: payload.oid };
  } catch {
    return null;
  }
}
