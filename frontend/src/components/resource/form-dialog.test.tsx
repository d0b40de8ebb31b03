import { screen, waitFor } from '@testing-library/react';
import { referenceItemInputSchema } from '@portail/common';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { renderPage } from '../../testing/render';
import { FormDialog, type FormField } from './form-dialog';

const fields: FormField[] = [{ name: 'name', label: 'Nom', kind: 'text', required: true, maxLength: 100 }];

function draw(save: (input: unknown) => Promise<void>, onClose = vi.fn()) {
  return renderPage(
    <FormDialog
      title="Nouvelle franchise"
      width={800}
      fields={fields}
      initial={{ name: '' }}
      schema={referenceItemInputSchema}
      save={save}
      onClose={onClose}
    />,
  );
}

describe('the form dialog', () => {
  it('checks the shared schema before sending: an empty required field is named under it, nothing is sent', async () => {
    const save = vi.fn(async () => undefined);
    const { user } = draw(save);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Ce champ est obligatoire')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('sends what the schema parsed (trimmed), and a server refusal of a field shows under that field, the dialog open', async () => {
    const save = vi.fn(async () => {
      throw new ApiRequestError(409, 'conflict', 'Ce nom existe déjà', 'name');
    });
    const onClose = vi.fn();
    const { user } = draw(save, onClose);
    await user.type(screen.getByRole('textbox', { name: /Nom/ }), '  Trauma  ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(save).toHaveBeenCalledWith({ name: 'Trauma' });
    expect(await screen.findByText('Ce nom existe déjà')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: /Nom/ }) as HTMLInputElement).value).toBe('  Trauma  ');
  });

  it('shows a refusal that names no field above the form, and typing again clears it', async () => {
    const save = vi.fn(async () => {
      throw new ApiRequestError(412, 'stale', 'Cet élément a été modifié par quelqu’un d’autre');
    });
    const { user } = draw(save);
    await user.type(screen.getByRole('textbox', { name: /Nom/ }), 'Trauma');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('modifié par quelqu’un d’autre');
    await user.type(screen.getByRole('textbox', { name: /Nom/ }), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
