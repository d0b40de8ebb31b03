// Each component test starts from a blank page: what a previous test drew, stored or left in the fake API
// must not decide the next one.
import { cleanup, configure } from '@testing-library/react';
import { AREA_CATALOGUES, type CatalogueArea } from '@portail/common/i18n/areas';
import { afterEach, vi } from 'vitest';
import { withCatalogues } from '../i18n/catalogues';

// Fluent's motion has a path for DOMs without the Web Animations API (the one its own tests take); happy-dom
// has the API and rejects each cancelled animation, which would fail tests on dialogs closing.
delete (Element.prototype as Partial<Element>).animate;

// Every area's French texts, as the lazy pages load them before they draw.
await Promise.all((Object.keys(AREA_CATALOGUES) as CatalogueArea[]).map((area) => withCatalogues([area], async () => undefined)));

// findBy… and waitFor wait this long: a busy 2-core machine, running two test files at once, takes
// seconds to draw a Fluent dialog.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
