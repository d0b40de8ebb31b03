import { container, isCosmosStatus, readItem, replaceIfMatch } from './cosmos.js';

/**
 * Values that must be unique across partitions (a customer's number): Cosmos DB's unique keys hold within
 * one logical partition only, so each value owns a document of the `lookups` container whose id is the
 * value. Creating it is the claim: the second of two concurrent claims gets 409 from the store itself,
 * where a count followed by a write let both through.
 */
interface UniqueValueDoc {
  /** 'unique:<scope>:<value>'. */
  id: string;
  type: 'uniqueValue';
  ownerId: string;
  _ts?: number;
}

const lookups = () => container('lookups');
const keyOf = (scope: string, value: string) => `unique:${scope}:${value}`;

/**
 * A claim older than this whose owner does not hold the value is left over from a write that stopped between
 * its claim and its record: it may be taken over. Younger, it may be a write still under way.
 */
const ABANDONED_AFTER_S = 60;

/**
 * Claims `value` for `ownerId`; true when it is theirs (new, already theirs, or taken over from an abandoned
 * claim: `holds(ownerId)` says whether the current owner's record still has the value), false when another
 * record holds it.
 */
export async function claimUniqueValue(scope: string, value: string, ownerId: string, holds: (ownerId: string) => Promise<boolean>): Promise<boolean> {
  const id = keyOf(scope, value);
  try {
    await lookups().items.create<UniqueValueDoc>({ id, type: 'uniqueValue', ownerId });
    return true;
  } catch (err) {
    if (!isCosmosStatus(err, 409)) throw err;
  }
  const existing = await readItem<UniqueValueDoc>(lookups(), id, id);
  if (!existing) return claimUniqueValue(scope, value, ownerId, holds);
  if (existing.ownerId === ownerId) return true;
  const age = Date.now() / 1000 - (existing._ts ?? 0);
  if (age < ABANDONED_AFTER_S || (await holds(existing.ownerId))) return false;
  return (await replaceIfMatch(lookups(), id, { id, type: 'uniqueValue', ownerId }, existing._etag)) !== undefined;
}

/** Gives a value up, only if `ownerId` still holds it (a later claim by someone else is left alone). */
export async function releaseUniqueValue(scope: string, value: string, ownerId: string): Promise<void> {
  const id = keyOf(scope, value);
  const existing = await readItem<UniqueValueDoc>(lookups(), id, id);
  if (existing?.ownerId !== ownerId) return;
  await lookups()
    .item(id, id)
    .delete({ accessCondition: { type: 'IfMatch', condition: existing._etag } })
    .catch((err: unknown) => {
      if (!isCosmosStatus(err, 404) && !isCosmosStatus(err, 412)) throw err;
    });
}
