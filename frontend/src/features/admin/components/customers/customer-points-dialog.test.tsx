import { screen, waitFor } from '@testing-library/react';
import type { AdminCustomerRow } from '@portail/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render';
import { CustomerPointsDialog } from './customer-points-dialog';

const customer = { id: 'c-essai', number: 'N-1', name: 'Clinique Essai' } as AdminCustomerRow;
const balance = { customerId: 'c-essai', year: 2026, earned: 0, manualPoints: 150, spent: 0, balance: 150 };

afterEach(() => vi.unstubAllGlobals());

/** The Idempotency-Key a request carried (header names compare without case). */
const keyOf = (request: { headers: Record<string, string> } | undefined) =>
  Object.entries(request?.headers ?? {}).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];

async function submit(user: ReturnType<typeof renderPage>['user'], amount: string, reason: string) {
  const amountBox = screen.getByRole('textbox', { name: /Points à ajouter/ });
  const reasonBox = screen.getByRole('textbox', { name: /Motif/ });
  await user.clear(amountBox);
  await user.type(amountBox, amount);
  await user.clear(reasonBox);
  await user.type(reasonBox, reason);
  await user.click(screen.getByRole('button', { name: 'Valider' }));
}

describe('the points dialog', () => {
  it('sends a retry of the same adjustment with the same Idempotency-Key, and a changed one with another', async () => {
    let answers = [503, 503, 200];
    const api = fakeApi({
      'POST /statsContract/updatePoints': () => {
        const status = answers.shift() ?? 200;
        return status === 200
          ? { body: balance }
          : { status, body: { error: { code: 'timeout', message: 'Le serveur met trop de temps à répondre, réessayez' } } };
      },
    });
    const onClose = vi.fn();
    const { user } = renderPage(<CustomerPointsDialog customer={customer} onClose={onClose} />);
    await submit(user, '150', 'Geste commercial');
    await waitFor(() => expect(api.calls('POST /statsContract/updatePoints')).toHaveLength(1));
    // The caller saw a failure and sends the same adjustment again: the server must recognise it.
    await submit(user, '150', 'Geste commercial');
    await waitFor(() => expect(api.calls('POST /statsContract/updatePoints')).toHaveLength(2));
    const [first, retry] = api.calls('POST /statsContract/updatePoints');
    expect(keyOf(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(retry)).toBe(keyOf(first));
    // Another amount is another adjustment.
    answers = [200];
    await submit(user, '200', 'Geste commercial');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const changed = api.calls('POST /statsContract/updatePoints')[2]!;
    expect(changed.body).toMatchObject({ manualPointsToAdd: 200 });
    expect(keyOf(changed)).not.toBe(keyOf(first));
  });

  it('gives the same adjustment made again after a success a key of its own', async () => {
    const api = fakeApi({ 'POST /statsContract/updatePoints': { body: balance } });
    const first = renderPage(<CustomerPointsDialog customer={customer} onClose={vi.fn()} />);
    await submit(first.user, '10', 'Bonus');
    await waitFor(() => expect(api.calls('POST /statsContract/updatePoints')).toHaveLength(1));
    first.unmount();
    const second = renderPage(<CustomerPointsDialog customer={customer} onClose={vi.fn()} />);
    await submit(second.user, '10', 'Bonus');
    await waitFor(() => expect(api.calls('POST /statsContract/updatePoints')).toHaveLength(2));
    const [a, b] = api.calls('POST /statsContract/updatePoints');
    expect(keyOf(b)).not.toBe(keyOf(a));
  });

  // Moved from the browser (admin-customers.spec.ts « links users…, adjusts points »): the dialog's own rules.
  it('refuses a decimal amount and an empty reason under their fields, and sends nothing', async () => {
    const api = fakeApi({ 'POST /statsContract/updatePoints': { body: balance } });
    const onClose = vi.fn();
    const { user } = renderPage(<CustomerPointsDialog customer={customer} onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: /Points à ajouter/ }), '1,5');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Veuillez saisir un nombre entier non nul')).toBeTruthy();
    expect(screen.getByText('Le motif est obligatoire')).toBeTruthy();
    expect(api.calls('POST /statsContract/updatePoints')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
