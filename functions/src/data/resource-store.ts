import type { ListRequest } from '@portail/common';
import { container, isCosmosStatus, readItem } from './cosmos.js';
import type { ContainerName } from './containers.js';
import { countWhere, mergeFilters, queryPage, searchFilter, type Filter } from './list-query.js';

/**
 * The repository every declared resource gets for free: list page, point read, create, replace and delete
 * of one document type in one container. Storage outcomes are typed errors here; the service layer turns
 * them into answers.
 */

export interface StoredDoc {
  id: string;
  type: string;
  _etag?: string;
}

export interface StoreConfig {
  container: ContainerName;
  /** The `type` of this resource's documents (a container may hold several kinds). */
  type: string;
  /**
   * Where the documents live: one fixed partition (a reference list), or a partition per document keyed
   * by its id (containers partitioned on /id).
   */
  partition: { fixed: string; field: string } | { byId: true };
  /** Document field that holds the normalised search text (normaliseSearch of the shown fields). */
  searchField: string;
  /** List sort field → document field. */
  sortFields: Record<string, string>;
}

export interface Page<T> {
  items: T[];
  totalCount: number;
}

export interface ResourceStore<Doc extends StoredDoc> {
  page(req: ListRequest): Promise<Page<Doc>>;
  get(id: string): Promise<Doc | undefined>;
  create(doc: Doc): Promise<Doc>;
  /** Replaces the version that was read (ifMatch): a concurrent change makes it throw StaleWriteError. */
  replace(doc: Doc, ifMatch: string | undefined): Promise<Doc>;
  remove(doc: Doc): Promise<void>;
}

/** A unique key (id, or the container's unique key policy) is already taken. */
export class DuplicateError extends Error {}
/** The document changed since it was read. */
export class StaleWriteError extends Error {}

export function cosmosStore<Doc extends StoredDoc>(cfg: StoreConfig): ResourceStore<Doc> {
  const c = () => container(cfg.container);
  const partitionOf = (id: string) => ('fixed' in cfg.partition ? cfg.partition.fixed : id);
  const baseFilter = (): Filter => {
    const f: Filter = { where: ['c.type = @type'], parameters: [{ name: '@type', value: cfg.type }] };
    // The partition is stated in SQL as well as in the options: the local server needs it in SQL.
    if ('fixed' in cfg.partition) return mergeFilters(f, { where: [`c.${cfg.partition.field} = @partition`], parameters: [{ name: '@partition', value: cfg.partition.fixed }] });
    return f;
  };
  const partitionKey = 'fixed' in cfg.partition ? cfg.partition.fixed : undefined;

  return {
    async page(req) {
      const filter = mergeFilters(baseFilter(), searchFilter(`c.${cfg.searchField}`, req.search));
      const sortField = cfg.sortFields[req.order.field];
      if (!sortField) throw new Error(`Champ de tri non déclaré : ${req.order.field}`);
      const [items, totalCount] = await Promise.all([
        queryPage<Doc>(c(), { ...filter, orderBy: `c.${sortField}`, direction: req.order.direction, partitionKey }, req),
        countWhere(c(), { ...filter, partitionKey }),
      ]);
      return { items, totalCount };
    },
    async get(id) {
      const doc = await readItem<Doc>(c(), id, partitionOf(id));
      return doc?.type === cfg.type ? doc : undefined;
    },
    async create(doc) {
      try {
        const { resource } = await c().items.create<Doc>(doc);
        return resource ?? doc;
      } catch (err) {
        if (isCosmosStatus(err, 409)) throw new DuplicateError(doc.id);
        throw err;
      }
    },
    async replace(doc, ifMatch) {
      try {
        const { resource } = await c()
          .item(doc.id, partitionOf(doc.id))
          .replace<Doc>(doc, ifMatch ? { accessCondition: { type: 'IfMatch', condition: ifMatch } } : {});
        return resource ?? doc;
      } catch (err) {
        if (isCosmosStatus(err, 409)) throw new DuplicateError(doc.id);
        if (isCosmosStatus(err, 412)) throw new StaleWriteError(doc.id);
        throw err;
      }
    },
    async remove(doc) {
      try {
        await c()
          .item(doc.id, partitionOf(doc.id))
          .delete(doc._etag ? { accessCondition: { type: 'IfMatch', condition: doc._etag } } : {});
      } catch (err) {
        if (isCosmosStatus(err, 404)) return;
        if (isCosmosStatus(err, 412)) throw new StaleWriteError(doc.id);
        throw err;
      }
    },
  };
}

/** Documents of a type whose field holds this value (or whose array field contains it), across partitions. */
export function countReferences(ref: { container: ContainerName; type: string; field: string; many?: boolean; value: string }): Promise<number> {
  return countWhere(container(ref.container), {
    where: ['c.type = @type', ref.many ? `ARRAY_CONTAINS(c.${ref.field}, @value)` : `c.${ref.field} = @value`],
    parameters: [
      { name: '@type', value: ref.type },
      { name: '@value', value: ref.value },
    ],
  });
}
