import { expect, test, type Request } from '@playwright/test';

/**
 * The site reports its failures to POST /api/clientFailures without personal data: an API 5xx with the
 * anonymised API path and status, an uncaught error with its class name only — never its message, the
 * e-mail address it quotes, or the query string of the page.
 */
const reports = (requests: Request[]) =>
  requests
    .filter((r) => r.url().endsWith('/api/clientFailures') && r.method() === 'POST')
    .map((r) => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);

test('an API 5xx and an uncaught error are reported, anonymously', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.route('**/api/config', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"x","message":"indisponible"}}' }),
  );
  // The site redirects to /login without a session: either page is fine, never the query string.
  await page.goto('/?email=jean.dupont@chu-demo.test');

  await expect
    .poll(() => reports(requests).find((r) => r.kind === 'api-server-error'))
    .toEqual({ kind: 'api-server-error', page: expect.stringMatching(/^\/(login)?$/), api: '/api/config', status: 503 });

  await page.waitForURL('**/login');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('Commande introuvable pour jean.dupont@chu-demo.test');
    }, 0);
  });
  await expect
    .poll(() => reports(requests).find((r) => r.kind === 'uncaught-error'))
    .toEqual({ kind: 'uncaught-error', page: expect.stringMatching(/^\/(login)?$/), errorName: 'TypeError' });

  for (const r of requests.filter((q) => q.url().endsWith('/api/clientFailures'))) expect(r.postData() ?? '').not.toMatch(/dupont|chu-demo/i);
});
