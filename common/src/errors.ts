import { ERROR_TEXTS, interpolate, type ErrorCode, type ErrorParams } from './error-codes.js';
import { fr } from './i18n/fr.js';

export * from './error-codes.js';

/** The French message of a code, as the API sends it. */
export const errorMessage = (code: ErrorCode, params?: ErrorParams): string => interpolate(fr[ERROR_TEXTS[code]], params);

const PASSWORD_RULE_CODES = new Map<string, ErrorCode>(
  (
    ['field_required', 'password_too_short', 'password_too_long', 'password_lowercase', 'password_uppercase', 'password_digit', 'password_special'] as const
  ).map((code) => [fr[ERROR_TEXTS[code]], code]),
);

/** The code of the first password rule broken (passwordProblem's text), or null when the password is acceptable. */
export function passwordProblemCode(problem: string | null): ErrorCode | null {
  return problem === null ? null : (PASSWORD_RULE_CODES.get(problem) ?? 'validation');
}
