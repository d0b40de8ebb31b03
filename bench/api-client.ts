/** The few API calls the bench makes outside the measured load: sign-in and JSON reads to prepare a scenario. */

const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo!2025';

export async function login(api: string, email: string): Promise<string> {
  const res = await fetch(`${api}/api/Authenticate/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`Connexion de ${email} impossible : ${res.status}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  await acceptCurrentTerms(api, token, user.id);
  return token;
}

/**
 * What a person does at the first sign-in: a customer's user who has not accepted the programme's terms in
 * force is refused every portal call (403 terms_not_accepted). Accepting again is harmless.
 */
async function acceptCurrentTerms(api: string, token: string, userId: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await fetch(`${api}/api/TermsAndConditions/current`, { headers });
  if (!current.ok) return;
  const { id } = (await current.json()) as { id: string };
  const accepted = await fetch(`${api}/api/TermsAndConditions/accept`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ userId, termVersionId: id, acceptanceDate: new Date().toISOString() }),
  });
  if (!accepted.ok) throw new Error(`Conditions non acceptées pour ${userId} : ${accepted.status} ${await accepted.text()}`);
}

export async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url} : ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export interface Customer {
  id: string;
  name?: string;
}
