import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render';
import { ReferenceCombobox } from './reference-combobox';

/* The product form's reference names are an autocomplete: it asks the server 300 ms after the typing stops (spec §9). */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('the reference autocomplete', () => {
  it('searches 300 ms after the last key, once', async () => {
    const api = fakeApi({ 'GET /franchises': { body: [{ id: 'f1', name: 'Instruments', updatedAt: '2026-01-01T00:00:00.000Z' }] } });
    renderPage(<ReferenceCombobox list="franchises" label="Franchise" value="" onChange={() => undefined} />);
    const searches = () =>
      api
        .calls('GET /franchises')
        .map((r) => new URL(r.path, 'http://x').searchParams.get('search'))
        .filter(Boolean);
    await wait(50);

    fireEvent.change(screen.getByRole('combobox', { name: 'Franchise' }), { target: { value: 'Ins' } });
    await wait(250);
    expect(searches()).toEqual([]);
    await wait(60);
    expect(searches()).toEqual(['Ins']);
  });
});
