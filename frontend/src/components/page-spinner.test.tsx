import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render';
import { LoadingOverlay } from './loading-overlay';
import { PageSpinner, SLOW_LOADING_MS } from './page-spinner';

/*
 * A load that never ends (the API slow or unreachable) must not leave a bare « Chargement… »: after a few
 * seconds the user reads why and can try again. Fake timers stand for the wait.
 */

const SLOW = /plus de temps que prévu/;

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

describe('the shared loading state', () => {
  it('says the server is slow after a few seconds and asks again on « Réessayer », then waits anew', async () => {
    const onRetry = vi.fn();
    renderPage(<PageSpinner onRetry={onRetry} />);
    expect(screen.getByText('Chargement…')).toBeTruthy();
    await wait(SLOW_LOADING_MS - 100);
    expect(screen.queryByText(SLOW)).toBeNull();

    await wait(200);
    const notice = screen.getByRole('status');
    expect(within(notice).getByText(SLOW)).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(SLOW)).toBeNull();

    await wait(SLOW_LOADING_MS + 100);
    expect(screen.getByText(SLOW)).toBeTruthy();
  });

  it('offers no retry over an action the user started (a save is never sent twice)', async () => {
    renderPage(<LoadingOverlay />);
    await wait(SLOW_LOADING_MS * 3);
    expect(screen.queryByText(SLOW)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});
