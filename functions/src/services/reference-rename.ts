import type { ReferenceListName } from '@portail/common';
import { forgetCatalogue } from '../data/catalogue-cache.js';
import { contractsExcluding, findContractById, replaceContract } from '../data/contracts-repository.js';
import { withoutSystemProperties } from '../data/cosmos.js';
import { findProductById, productsNamed, replaceProduct } from '../data/products-repository.js';
import { findReferenceItem } from '../data/reference-data-repository.js';
import { enqueueMaintenance, type ReferenceRenameMessage } from '../data/maintenance-queue.js';
import { StaleWriteError } from '../data/resource-store.js';
import { RENAME_REACH, renamedExclusions, type ContractExclusion } from '../domain/reference-uses.js';
import type { ProductNameField } from '../model/products.js';
import { renameInSalesLines } from './sales-rename.js';

/** Parallel replaces: enough to rename a franchise of a thousand products in a few seconds, few enough not to flood Cosmos DB. */
const PARALLEL = 8;
const ATTEMPTS = 3;
/** What the rename's request spends on the products and contracts before it answers; the queued job does the rest. */
const IN_REQUEST_MS = 4_000;

/**
 * A reference-list entry renamed: its former name is renamed wherever it is held (domain/reference-uses.ts).
 *
 * The job is queued first, so the rename reaches everything even when the request stops early: it renames the
 * products, the contracts' exclusions and the sales lines (with the statistics and KPI of their customers),
 * and is idempotent (a redelivery finds fewer holders of the former name). The request then renames the
 * products and contracts itself, for a few seconds at most, so that the administrator sees them renamed
 * when the answer comes; the sales lines (up to millions) follow within moments.
 */
export async function startRename(list: ReferenceListName, entryId: string, from: string, to: string): Promise<void> {
  const reach = RENAME_REACH[list];
  if (!reach || from === to) return;
  await enqueueMaintenance({ kind: 'reference-rename', list, entryId, from, to });
  const deadline = Date.now() + IN_REQUEST_MS;
  if (reach.product) await renameInProducts(reach.product, from, to, deadline);
  if (reach.contractExclusion && Date.now() < deadline) await renameInContracts(reach.contractExclusion, from, to);
}

/**
 * The queued job. The name given is the entry's name now, not the message's: of two renames in a row
 * (A → B, then B → C), whichever runs first, everything ends on C. A deleted entry keeps the message's name.
 */
export async function completeRename(message: ReferenceRenameMessage): Promise<void> {
  const reach = RENAME_REACH[message.list];
  if (!reach) return;
  const to = (await findReferenceItem(message.list, message.entryId))?.name ?? message.to;
  if (to === message.from) return;
  if (reach.product) await renameInProducts(reach.product, message.from, to);
  if (reach.contractExclusion) await renameInContracts(reach.contractExclusion, message.from, to);
  if (reach.salesLine) await renameInSalesLines(reach.salesLine, message.from, to);
}

/**
 * Each holder is replaced on the version read (If-Match), so an edit saved meanwhile is never overwritten: it
 * is read again and renamed if it still holds the former name. Gives whether it was renamed.
 */
async function replaceHolding<T extends { _etag: string }>(
  read: T,
  holds: (d: T) => boolean,
  renamed: (d: T) => Omit<T, '_etag'>,
  replace: (d: Omit<T, '_etag'>, etag: string) => Promise<unknown>,
  reread: () => Promise<T | undefined>,
): Promise<boolean> {
  let doc: T | undefined = read;
  for (let attempt = 1; doc && holds(doc); attempt++) {
    if (await replace(renamed(doc), doc._etag)) return true;
    if (attempt >= ATTEMPTS) throw new StaleWriteError();
    doc = await reread();
  }
  // Deleted, or given another name by an edit saved meanwhile: nothing to rename.
  return false;
}

/**
 * Products that hold the former name (a few thousand at most: one query). Only the name changes; the custom
 * columns are left as they are (the « Recalculer » button derives them again). Stops starting new replaces
 * past `deadline`. Answers how many products were renamed.
 */
async function renameInProducts(field: ProductNameField, from: string, to: string, deadline = Infinity): Promise<number> {
  if (from === to) return 0;
  const holding = await productsNamed(field, from);
  let renamed = 0;
  for (let i = 0; i < holding.length && Date.now() < deadline; i += PARALLEL) {
    const done = await Promise.all(
      holding.slice(i, i + PARALLEL).map((p) =>
        replaceHolding(
          p,
          (d) => d[field] === from,
          (d) => ({ ...withoutSystemProperties(d), [field]: to, updatedAt: new Date().toISOString() }),
          (d, etag) => replaceProduct(d, etag),
          () => findProductById(p.id),
        ),
      ),
    );
    renamed += done.filter(Boolean).length;
  }
  if (renamed) forgetCatalogue();
  return renamed;
}

/** Contracts whose exclusions hold the former name (a few dozen). Answers how many were renamed. */
async function renameInContracts(key: ContractExclusion, from: string, to: string): Promise<number> {
  if (from === to) return 0;
  let renamed = 0;
  for (const c of await contractsExcluding(key, from)) {
    const done = await replaceHolding(
      c,
      (d) => d.exclusions[key].includes(from),
      (d) => ({ ...withoutSystemProperties(d), exclusions: renamedExclusions(d.exclusions, key, from, to), updatedAt: new Date().toISOString() }),
      (d, etag) => replaceContract(d, etag),
      () => findContractById(c.id),
    );
    if (done) renamed++;
  }
  return renamed;
}
