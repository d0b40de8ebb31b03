import type { MessageKey } from '@portail/common';
import { DETAILED_CODES, ERROR_TEXTS, interpolate, isErrorCode, type CodedFailure } from '@portail/common/error-codes';
import { ApiRequestError } from '../lib/api-client';
import { loadedText, type Language } from './catalogues';

/** The client's own codes, for a call that got no answer of the API (lib/api-client.ts). */
const CLIENT_TEXTS: Record<string, MessageKey> = { network: 'alert.error.network', http_error: 'alert.error.server' };

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/**
 * What a failed call says to the reader, chosen by the API's code (issue 32): the catalogue's text for the
 * code in the reader's language, its params filled in their figures. A code the site does not know, a text
 * not loaded, or a code whose message is the detail of a rule (validation) shows the API's own message.
 * Anything that is not an answer of the API shows the fallback text.
 */
export function failureText(language: Language, cause: unknown, fallback: string): string {
  if (!(cause instanceof ApiRequestError)) return fallback;
  return codedText(language, cause);
}

/** The words of a coded cause, a refused call's or one the API stores (a failed import job's), by the same rules. */
export function codedText(language: Language, cause: CodedFailure): string {
  const key = isErrorCode(cause.code)
    ? DETAILED_CODES.has(cause.code)
      ? undefined
      : ERROR_TEXTS[cause.code]
    : Object.hasOwn(CLIENT_TEXTS, cause.code)
      ? CLIENT_TEXTS[cause.code]
      : undefined;
  const text = key && loadedText(language, key);
  return text ? interpolate(text, cause.params, LOCALES[language]) : cause.message;
}
