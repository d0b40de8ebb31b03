/**
 * Sign-outs are kept on the user's own document, which every authenticated call reads anyway: checking a
 * token costs no second read (it used to be a point read of another container per call, nearly always a
 * 404). An entry lives as long as the token it ends; entries past that are dropped at the next sign-out.
 */
export interface RevokedToken {
  jti: string;
  /** The token's own expiry, in seconds since the epoch. */
  exp: number;
}

/**
 * More sessions than this ended within one token lifetime is not a person signing out: the user's
 * document must not grow without end, so the next sign-out ends every session of the user instead.
 */
export const MAX_REVOKED_TOKENS = 100;

export function isTokenRevoked(revoked: readonly RevokedToken[] | undefined, jti: string, nowSeconds: number): boolean {
  return revoked?.some((r) => r.jti === jti && r.exp > nowSeconds) ?? false;
}

/**
 * The list after signing `entry` out: expired entries dropped, `entry` added once. Null when the list
 * would exceed MAX_REVOKED_TOKENS: then the caller ends all the user's sessions and empties it.
 */
export function withRevokedToken(revoked: readonly RevokedToken[] | undefined, entry: RevokedToken, nowSeconds: number): RevokedToken[] | null {
  const live = (revoked ?? []).filter((r) => r.exp > nowSeconds && r.jti !== entry.jti);
  if (entry.exp <= nowSeconds) return live;
  return live.length >= MAX_REVOKED_TOKENS ? null : [...live, { jti: entry.jti, exp: entry.exp }];
}
