/** The few API calls the bench makes outside the measured load: sign-in and JSON reads to prepare a scenario. */

const PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo!2025';

export async function login(api: string, email: string): Promise<string> {
  const res = await fetch(`${api}/api/Authenticate/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Email: email, Password: PASSWORD }) });
  if (!res.ok) throw new Error(`Connexion de ${email} impossible : ${res.status}`);
  return ((await res.json()) as { token: string }).token;
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
