import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 10,000 most common passwords (ASVS 2.1.7): the head of the frequency-ranked list that
 * @zxcvbn-ts/language-common ships ("passwords-common", drawn from public breach corpora, most common
 * first). Built on first use: only the password-setting route needs it.
 */
const TOP = 10_000;
let common: Set<string> | undefined;

/**
 * The composition rules (common/src/password-policy.ts) already demand a capital, a digit and a special
 * character, which the list's entries seldom have: "Password1!" is "password1" dressed up. So the check
 * ignores case and the special characters added at either end.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, TOP).map((p) => p.toLowerCase()));
  const lower = password.toLowerCase();
  const bare = lower.replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return common.has(lower) || common.has(bare);
}
