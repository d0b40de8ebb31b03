/**
 * How a password is looked up in the breached list, and how the list's entries are written in it. Case is
 * ignored, and so are the special characters added at either end: the composition rules
 * (common/src/password-policy.ts) demand a capital, a digit and a special character, which the list's
 * entries seldom have, so "Password1!" is "password1" dressed up. An entry without a letter and a digit can
 * match no password of the policy (stripping keeps both): it is left out, which keeps the file small.
 */
export function breachedKey(word: string): string | null {
  const key = word.toLowerCase();
  return /[a-z]/.test(key) && /\d/.test(key) ? key : null;
}

/** The keys a password is looked up under: as typed, and without the special characters at its ends. */
export function breachedLookups(password: string): string[] {
  const lower = password.toLowerCase();
  const bare = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return [...new Set([lower, bare])];
}
