import type { Role } from '@portail/common';
import { LRUCache } from 'lru-cache';
import { container, isCosmosStatus, readItem, replaceIfMatch } from './cosmos.js';
import { withEtagRetry } from './etag-retry.js';
import { forgetInEveryThread } from './reference-cache.js';
import { withRevokedToken, type RevokedToken } from '../domain/token-revocations.js';

export interface PasswordToken {
  hash: string;
  purpose: 'reset' | 'invitation';
  expiresAt: string;
  /** The address the link was mailed to: the link is refused once the user's address differs (domain/password-link.ts). */
  sentTo?: string;
}

export interface UserDoc {
  id: string;
  type: 'user';
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  active: boolean;
  customerIds: string[];
  /** GROUP_BUYER only: the buying group (referenceData 'buyingGroups') whose members it reads; customerIds stays empty. */
  buyingGroupId?: string | null;
  passwordHash: string | null;
  /** Tokens issued before this instant (epoch seconds) are refused: logout-everywhere on reset or deactivation. */
  tokensValidAfter: number;
  /** Sessions ended by a sign-out, until their tokens expire (domain/token-revocations.ts). */
  revokedTokens?: RevokedToken[];
  passwordToken: PasswordToken | null;
  entra: { tid: string; oid: string } | null;
  createdAt: string;
  updatedAt: string;
  /** Normalised text the admin list searches (domain/search-text.ts), written with the document. */
  searchText: string;
}

interface LookupDoc {
  id: string;
  type: 'lookup';
  userId: string;
  _ts?: number;
}

const users = () => container('users');
const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const entraKey = (tid: string, oid: string) => `entra:${tid}:${oid}`;

export async function findUserById(id: string): Promise<(UserDoc & { _etag: string }) | undefined> {
  const doc = await readItem<UserDoc>(users(), id, id);
  return doc?.type === 'user' ? doc : undefined;
}

/**
 * How long an instance may answer a signed-in call from the user's record it read for an earlier call
 * instead of reading it again: every call checks its user (active, sessions ended, role, customers), and
 * that read was most of the work of a cached read such as the catalogue, and all of its wait on a busy
 * database. A write of the user through this instance (updateUser, deleteUser) forgets the record in every
 * thread at once, so a sign-out, a deactivation or a password reset is refused by the next call here; another
 * instance refuses it within these seconds.
 */
export const SESSION_USER_MS = 5_000;

const sessionUsers = new LRUCache<string, Readonly<UserDoc>>({ max: 10_000, ttl: SESSION_USER_MS });
/** Counts forgets: a read that a forget overtook is answered but not kept, it may predate the write. */
let forgets = 0;

/** The user a signed-in call is made by, at most SESSION_USER_MS old. Frozen: it is shared by the calls. */
export async function findSessionUser(id: string): Promise<Readonly<UserDoc> | undefined> {
  const kept = sessionUsers.get(id);
  if (kept) return kept;
  const before = forgets;
  const user = await findUserById(id);
  if (!user) return undefined;
  const frozen = deepFreeze(user);
  if (before === forgets) sessionUsers.set(id, frozen);
  return frozen;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export const forgetSessionUser: (id: string) => void = forgetInEveryThread<string>('session-users', (id) => {
  forgets++;
  sessionUsers.delete(id);
});

async function findByLookup(key: string) {
  const lookup = await readItem<LookupDoc>(users(), key, key);
  return lookup ? findUserById(lookup.userId) : undefined;
}

export const findUserByEmail = (email: string) => findByLookup(emailKey(email));
export const findUserByEntra = (tid: string, oid: string) => findByLookup(entraKey(tid, oid));

export class DuplicateEmailError extends Error {}

/** A lookup older than this whose user was never written is left from a create that stopped half-way. */
const ABANDONED_LOOKUP_S = 60;

/**
 * Claims an e-mail lookup for `userId`: created, or taken over from a create that stopped between its
 * lookup and its user (no such user, and the lookup old enough that the create is not still under way).
 */
async function claimEmailLookup(key: string, userId: string): Promise<boolean> {
  try {
    await users().items.create<LookupDoc>({ id: key, type: 'lookup', userId });
    return true;
  } catch (err) {
    if (!isCosmosStatus(err, 409)) throw err;
  }
  const existing = await readItem<LookupDoc>(users(), key, key);
  if (!existing) return claimEmailLookup(key, userId);
  if (existing.userId === userId) return true;
  if (Date.now() / 1000 - (existing._ts ?? 0) < ABANDONED_LOOKUP_S || (await findUserById(existing.userId))) return false;
  return (await replaceIfMatch(users(), key, { id: key, type: 'lookup', userId }, existing._etag)) !== undefined;
}

/**
 * The lookup document is written first: its unique id is what makes e-mail addresses unique. If the user
 * cannot be written after it, the lookup goes too, so that the address stays free.
 */
export async function createUser(user: UserDoc): Promise<UserDoc> {
  const key = emailKey(user.email);
  if (!(await claimEmailLookup(key, user.id))) throw new DuplicateEmailError(user.email);
  try {
    if (user.entra) await users().items.upsert<LookupDoc>({ id: entraKey(user.entra.tid, user.entra.oid), type: 'lookup', userId: user.id });
    await users().items.create(user);
  } catch (err) {
    // Unless the user is there after all, with this address (a create sent again): the lookup is theirs.
    const stored = await findUserById(user.id).catch(() => undefined);
    if (!stored || emailKey(stored.email) !== key)
      await users()
        .item(key, key)
        .delete()
        .catch(() => undefined);
    throw err;
  }
  return user;
}

/**
 * Read-modify-write with an ETag check, retried on a concurrent change, so that two updates
 * of one user never silently overwrite each other.
 */
export function updateUser(id: string, change: (user: UserDoc) => UserDoc | null): Promise<UserDoc | undefined> {
  return withEtagRetry(
    5,
    async () => {
      const current = await findUserById(id);
      if (!current) return undefined;
      const next = change(structuredClone(current));
      if (next === null) return current;
      next.updatedAt = new Date().toISOString();
      const { resource } = await users()
        .item(id, id)
        .replace(next, { accessCondition: { type: 'IfMatch', condition: current._etag } });
      forgetSessionUser(id);
      return resource as UserDoc;
    },
    { retryOn: [412], contended: 'user' },
  );
}

/** Ends one session of the user; past MAX_REVOKED_TOKENS live entries, every session of the user. */
export async function revokeUserToken(userId: string, entry: RevokedToken): Promise<void> {
  await updateUser(userId, (u) => {
    const now = Date.now() / 1000;
    const revokedTokens = withRevokedToken(u.revokedTokens, entry, now);
    return revokedTokens ? { ...u, revokedTokens } : { ...u, revokedTokens: [], tokensValidAfter: now };
  });
}

export async function linkEntraIdentity(userId: string, tid: string, oid: string): Promise<void> {
  await users().items.upsert<LookupDoc>({ id: entraKey(tid, oid), type: 'lookup', userId });
}
