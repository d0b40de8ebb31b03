import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { SinkMessage } from '../../scripts/local/mail-sink.js';
import { DEMO_PASSWORD_DEFAULT } from '../../scripts/seed/demo-accounts.js';

/**
 * Shared helpers of the browser tests. Set-up that is not under test (creating users, setting a first
 * password, accepting the terms of demo users) goes straight to the API so the tests stay fast and
 * independent of one another; what is under test always goes through the browser.
 */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? DEMO_PASSWORD_DEFAULT;
export const MAIL_URL = process.env.MAIL_URL ?? 'http://127.0.0.1:8095';
const API_URL = process.env.API_URL ?? 'http://127.0.0.1:7091';

export const DEMO = {
  admin: 'admin@demo.test',
  acheteur: 'acheteur@chu-demo.test',
  groupement: 'groupement@demo.test',
  commercial: 'commercial@demo.test',
  /** « Acheteur de groupement » (GROUP_BUYER) of the demo group under the group-volume tier (issue 33). */
  groupe: 'groupe@demo.test',
} as const;

/** The one customer of the CHU buyer. */
export const CHU_NORD = 'CHU de Démo – Hôpital Nord';

/** A password that meets the policy; the suffix keeps each one distinct. */
export const strongPassword = (suffix = ''): string => `E2e!Passe9${suffix}`;

// ---------------------------------------------------------------- browser

// Fluent marks required labels with an asterisk that is not part of the accessible name: match by role and name.
export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Adresse email', exact: true });
export const passwordField = (page: Page) => page.getByRole('textbox', { name: 'Mot de passe', exact: true });

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The snackbar (a Fluent toast: a list item named by its title) showing `text`. */
export const toast = (page: Page, text: string | RegExp) => page.getByRole('listitem', { name: text });

export const termsDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Conditions générales d’utilisation' });

// ---------------------------------------------------------------- accessibility

/**
 * Fluent UI's focus manager (Tabster) adds aria-hidden focus sentinels, <i data-tabster-dummy>, on purpose:
 * they hand the focus on as soon as they get it. axe reports them as aria-hidden-focus; this is a known
 * false positive (microsoft/tabster#288, suppressed the same way by Accessibility Insights). Only those
 * nodes are ignored; any other aria-hidden-focus node still fails.
 */
const isTabsterDummy = (rule: string, html: string): boolean => rule === 'aria-hidden-focus' && html.includes('data-tabster-dummy');

/**
 * Waits for the finite animations that are running (a toast or a dialog fading in) to end: axe measures
 * contrast on the colours of the moment, and half-faded text would be reported. Endless ones (spinners)
 * are left alone.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
}

/** Serious and critical axe violations of the page as it is now, in a readable form. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  // Only the violations are read: axe then details no passing node (1,212 of them on /admin), which took about
  // a quarter of each scan (2.6 s then 1.9 s in a probe under load); the violations it finds are the same.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !isTabsterDummy(v.id, n.html)) }))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** Presses Tab until `target` has the focus (bounded), as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, max = 25): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Focus jamais atteint au clavier : ${target.toString()}`);
}

/** Reads the stored session token of the page. */
export const storedToken = (page: Page): Promise<string | null> => page.evaluate(() => localStorage.getItem('portail.token'));

// ---------------------------------------------------------------- API

export interface ApiUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userRole: string;
}

/**
 * A call of the API as the tests' set-up and clean-up make it. ifMatch: the version a back-office change is
 * made on (428 without it); set-ups that overwrite whatever is stored send *.
 */
export async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; token?: string; ifMatch?: string } = {},
): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.ifMatch) headers['If-Match'] = init.ifMatch;
  // A form (a file upload) goes as multipart, with the boundary fetch sets; anything else as JSON.
  const form = init.body instanceof FormData;
  if (init.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (init.token) {
    headers.Authorization = `Bearer ${init.token}`;
    headers['X-Portail-Authorization'] = `Bearer ${init.token}`;
  }
  const res = await fetch(`${API_URL}/api${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : undefined) as T };
}

export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<{ token: string; user: ApiUser }> {
  const { status, data } = await api<{ token: string; user: ApiUser }>('/Authenticate/login', { method: 'POST', body: { Email: email, Password: password } });
  expect(status, `connexion API de ${email}`).toBe(200);
  return data;
}

let adminToken: string | undefined;
async function asAdmin(): Promise<string> {
  adminToken ??= (await apiLogin(DEMO.admin)).token;
  return adminToken;
}

/** A unique address per call, so every run on the same stack starts from a new account. */
function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/** Creates an active user as the administrator; the user has no customer and no password yet. */
async function createUser(role: 'ADMIN' | 'COMMERCIAL' | 'CUSTOMER', prefix = 'e2e'): Promise<ApiUser> {
  const email = uniqueEmail(prefix);
  const { status, data } = await api<ApiUser>('/users', {
    method: 'POST',
    token: await asAdmin(),
    body: { firstName: 'Test', lastName: 'Navigateur', email, active: true, userRole: role },
  });
  expect(status, 'création de l’utilisateur').toBe(201);
  return data;
}

/** Creates a user and sets its first password through its invitation link. */
export async function createUserWithPassword(
  role: 'ADMIN' | 'COMMERCIAL' | 'CUSTOMER',
  password = strongPassword(),
  prefix = 'e2e',
): Promise<ApiUser & { password: string }> {
  const user = await createUser(role, prefix);
  const link = new URL(await linkFromMail(user.email));
  const { status } = await api('/Authenticate/resetpassword', {
    method: 'POST',
    body: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token'), password, confirmPassword: password },
  });
  expect(status, 'choix du premier mot de passe').toBe(200);
  return { ...user, password };
}

/** Records the current terms as accepted by a user, so the dialog does not get in the way of other tests. */
export async function acceptTermsByApi(email: string, password = DEMO_PASSWORD): Promise<void> {
  const { token, user } = await apiLogin(email, password);
  await acceptTermsWith(token, user);
}

/** The same with a session already open. */
export async function acceptTermsWith(token: string, user: { id: string }): Promise<void> {
  const accepted = await api<boolean>(`/TermsAndConditions/accepted/${encodeURIComponent(user.id)}`, { token });
  if (accepted.data === true) return;
  const current = await api<{ id: string }>('/TermsAndConditions/current', { token });
  const { status } = await api('/TermsAndConditions/accept', {
    method: 'POST',
    token,
    body: { userId: user.id, termVersionId: current.data.id, acceptanceDate: new Date().toISOString() },
  });
  expect(status, 'acceptation des conditions').toBe(200);
}

// ---------------------------------------------------------------- mail sink

export type { SinkMessage } from '../../scripts/local/mail-sink.js';

async function mailsTo(address: string): Promise<SinkMessage[]> {
  const res = await fetch(`${MAIL_URL}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as SinkMessage[];
}

export async function mailCount(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

/**
 * Waits for a message to `address` beyond the first `after` and returns the newest; with `about`, the first
 * new one it accepts (background work of another test may write to the same address meanwhile).
 */
async function lastMailTo(address: string, after = 0, about?: (message: SinkMessage) => boolean): Promise<SinkMessage> {
  for (let i = 0; i < 50; i++) {
    const list = (await mailsTo(address)).slice(after);
    const found = about ? list.find(about) : list[list.length - 1];
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Aucun e-mail pour ${address}`);
}

/** The /resetpassword link of the latest message to `address` (absolute, as mailed). */
export async function linkFromMail(address: string, after = 0): Promise<string> {
  const { text } = await lastMailTo(address, after);
  const match = /https?:\/\/\S+\/resetpassword\?\S+/.exec(text);
  if (!match) throw new Error(`Pas de lien de réinitialisation dans : ${text}`);
  return match[0];
}

const linkTo = (text: string, path: string) => text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname.startsWith(path));

/** The first link whose path starts with `path` in the first new message to `address` that has one (absolute, as mailed). */
export async function mailedLink(address: string, path: string, after = 0): Promise<string> {
  const { text } = await lastMailTo(address, after, (m) => linkTo(m.text, path) !== undefined);
  return linkTo(text, path)!;
}

/** The same link as a path of the site under test (the mailed host may be another port behind a proxy). */
export const sitePath = (link: string): string => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Side-menu navigation: /points and /cart refuse a first navigation, so the tests move inside the app. */
export async function openMenuEntry(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name }).click();
}
