import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render';
import { useLanguage, useLocalise, useT } from './use-t';

/** What a reader of either language sees: the texts, the API's French answers, the page's language. */
function Probe({ apiMessage }: { apiMessage: string }) {
  const t = useT();
  const localise = useLocalise();
  const { language, setLanguage } = useLanguage();
  return (
    <div>
      <p>{t('resource.total', { count: 3 })}</p>
      <p>{localise(apiMessage)}</p>
      <p>{t('nav.cart-count', { count: 2 })}</p>
      <button onClick={() => setLanguage(language === 'fr' ? 'en' : 'fr')}>langue</button>
    </div>
  );
}

describe('the texts of the site', () => {
  it('are French by default, with their parameters in place, and a French server answer stays as it came', () => {
    renderPage(<Probe apiMessage="Ce champ est obligatoire" />);
    expect(screen.getByText('3 élément(s)')).toBeTruthy();
    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
    expect(screen.getByText('Panier, 2 article(s)')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('switch to English on demand, server answers included, and the choice is kept for the next visit', async () => {
    const { user } = renderPage(<Probe apiMessage="Le serveur est injoignable. Vérifiez votre connexion." />);
    await act(() => user.click(screen.getByRole('button', { name: 'langue' })));
    await waitFor(() => expect(screen.getByText('3 item(s)')).toBeTruthy());
    expect(screen.getByText('The server cannot be reached. Check your connection.')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('portail.language')).toBe('en');
  });

  it('leave a server sentence the catalogue does not know as the server wrote it', async () => {
    const { user } = renderPage(<Probe apiMessage="Le contrat C-12 se termine le 31/12/2026." />);
    await act(() => user.click(screen.getByRole('button', { name: 'langue' })));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByText('Le contrat C-12 se termine le 31/12/2026.')).toBeTruthy();
  });
});
