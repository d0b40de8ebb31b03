import { useSyncExternalStore } from 'react';
import { isAdminRole, isGroupBuyerRole, isStaffRole, type Customer, type User } from '@portail/common';

/** Each piece of the session lives under its own key (spec section 9). */
const KEYS = { token: 'portail.token', user: 'portail.user', customer: 'portail.customer' } as const;

export interface SessionSnapshot {
  token: string | null;
  user: User | null;
  customer: Customer | null;
}

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    // A hand-edited or truncated value must not break the app: drop it.
    localStorage.removeItem(key);
    return null;
  }
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot = read();

function read(): SessionSnapshot {
  return { token: localStorage.getItem(KEYS.token), user: readJson<User>(KEYS.user), customer: readJson<Customer>(KEYS.customer) };
}

function changed(): void {
  snapshot = read();
  listeners.forEach((listener) => listener());
}

// Another tab signing out must sign this one out too.
window.addEventListener('storage', (event) => {
  if (event.key === null || Object.values<string>(KEYS).includes(event.key)) changed();
});

/** Re-read on every navigation, as the spec asks, so a token removed elsewhere is noticed. */
export function reloadSession(): SessionSnapshot {
  const next = read();
  if (JSON.stringify(next) !== JSON.stringify(snapshot)) changed();
  return snapshot;
}

const getSession = (): SessionSnapshot => snapshot;
export const getToken = (): string | null => snapshot.token;

export function saveSession(token: string, user: User): void {
  localStorage.setItem(KEYS.token, token);
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  changed();
}

export function saveUser(user: User): void {
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  changed();
}

export function saveCustomer(customer: Customer): void {
  localStorage.setItem(KEYS.customer, JSON.stringify(customer));
  changed();
}

export function clearCustomer(): void {
  localStorage.removeItem(KEYS.customer);
  changed();
}

export function clearSession(): void {
  Object.values(KEYS).forEach((key) => localStorage.removeItem(key));
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface Session extends SessionSnapshot {
  loggedIn: boolean;
  isAdmin: boolean;
  /** « Acheteur de groupement »: lands on its group's home and reads its members' portals. */
  isGroupBuyer: boolean;
  /**
   * A staff member (administrator, commercial) or a group buyer with a customer selected: « voir comme »,
   * which only reads. The API refuses them the portal's writes (staff_read_only, group_buyer_read_only);
   * the screens hide them.
   */
  viewingAs: boolean;
}

export function useSession(): Session {
  const current = useSyncExternalStore(subscribe, getSession);
  return {
    ...current,
    loggedIn: current.token !== null,
    isAdmin: isAdminRole(current.user?.userRole),
    isGroupBuyer: isGroupBuyerRole(current.user?.userRole),
    viewingAs: current.customer !== null && (isStaffRole(current.user?.userRole) || isGroupBuyerRole(current.user?.userRole)),
  };
}
