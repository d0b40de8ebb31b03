/**
 * Reads userId and token from the reset link. Mail clients and URL decoding turn '+' into spaces,
 * so spaces in the decoded token are turned back into '+' (spec section 2).
 */
export function readResetLink(search: URLSearchParams): { userId: string; token: string } | null {
  const userId = search.get('userId')?.trim() ?? '';
  const token = (search.get('token') ?? '').replace(/ /g, '+');
  return userId !== '' && token !== '' ? { userId, token } : null;
}
