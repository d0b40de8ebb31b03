import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api-client';
import { loadLanguage } from './catalogues';
import { failureText } from './failure-text';

const refusal = (code: string, message: string, params?: Record<string, string | number>) =>
  new ApiRequestError(400, code, message, undefined, undefined, params);

describe('the words of a failed call', () => {
  it('come from the code, its params in the reader’s figures, in French and in English', async () => {
    // The API's message is deliberately not the catalogue's: the site must not show it for a known code.
    const tooMany = refusal('file_too_many_rows', 'message de l’API', { max: 50000 });
    expect(failureText('fr', tooMany, 'repli')).toBe('Le fichier dépasse 50\u202f000 lignes.');
    expect(await loadLanguage('en')).toBe(true);
    expect(failureText('en', tooMany, 'fallback')).toBe('The file exceeds 50,000 rows.');
    expect(failureText('en', refusal('points_insufficient', 'Ce retrait rendrait le solde de points négatif'), 'fallback')).toBe(
      'This withdrawal would make the points balance negative',
    );
  });

  it('are the API’s message for a code the site does not know, and for a rule’s detailed refusal', () => {
    expect(failureText('en', refusal('new_cause', 'Une cause nouvelle'), 'fallback')).toBe('Une cause nouvelle');
    expect(failureText('en', refusal('toString', 'Pas un code'), 'fallback')).toBe('Pas un code');
    expect(failureText('fr', refusal('validation', 'Champ « quantity » : trop grand'), 'repli')).toBe('Champ « quantity » : trop grand');
  });

  it('word the client’s own failures too, and fall back for what is not an answer of the API', async () => {
    await loadLanguage('en');
    expect(failureText('en', new ApiRequestError(0, 'network', 'Le serveur est injoignable. Vérifiez votre connexion.'), 'fallback')).toBe(
      'The server cannot be reached. Check your connection.',
    );
    expect(failureText('fr', new Error('boom'), 'Une erreur inattendue')).toBe('Une erreur inattendue');
  });
});
