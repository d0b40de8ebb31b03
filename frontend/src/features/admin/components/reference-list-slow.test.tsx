import { act, fireEvent, screen } from '@testing-library/react';
import { REFERENCE_LISTS, type ReferenceItem } from '@portail/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { textOf } from '../../../i18n/catalogues';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import { SLOW_LOADING_MS } from '../../../components/page-spinner';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render';
import { referenceListDefinition } from './reference-list-definition';

/* An admin list behind an API that does not answer: the shared loading state offers a retry that loads it. */

const SLOW = /plus de temps que prévu/;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('an admin list while the API does not answer', () => {
  it('lets an admin list whose first answer never comes load again by a retry', async () => {
    const list = REFERENCE_LISTS.find((l) => l.name === 'subFranchises')!;
    const items: ReferenceItem[] = [{ id: 'sf-1', name: 'Ostéosynthèse', updatedAt: '2026-01-15T10:00:00.000Z' }];
    let calls = 0;
    const api = fakeApi({
      'GET /subFranchises': () => {
        calls += 1;
        // The first request hangs, as behind an unreachable API; the retry is answered.
        if (calls === 1) return new Promise(() => undefined);
        return {
          body: items,
          headers: { 'X-Pagination': JSON.stringify({ CurrentPage: 1, TotalPages: 1, PageSize: 15, TotalCount: 1, HasPrevious: false, HasNext: false }) },
        };
      },
    });
    const t = (key: Parameters<typeof textOf>[1], params: Record<string, string | number> = {}) =>
      textOf('fr', key).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    renderPage(<ResourceListPage definition={referenceListDefinition(list, 'fr', t, true)} />);

    await wait(SLOW_LOADING_MS + 100);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await wait(100);
    expect(await screen.findByRole('cell', { name: 'Ostéosynthèse' })).toBeTruthy();
    expect(screen.queryByText(SLOW)).toBeNull();
    expect(api.calls('GET /subFranchises')).toHaveLength(2);
  });
});
