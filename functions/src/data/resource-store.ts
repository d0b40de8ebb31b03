import type { ListRequest } from '@portail/common';
import { LRUCache } from 'lru-cache';
import { giveWay } from '../context/foreground.js';
import { container, isCosmosStatus, readItem, readItemById } from './cosmos.js';
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
  partition: { fixed: string; field: string } | { byId: true } | { byField: string };
  /** Document field that holds the normalised search text (normaliseSearch of the shown fields). */
  searchField: string;
  /** A search that needs more than the search field (e.g. a status number); receives the normalised text. */
  search?: (search: string) => Filter;
  /**
   * A list page of a search read otherwise than by one filtered query (the sales lines: their search's index,
   * then the page's lines by point reads); receives the request and the document field to sort on. Exports and scoped
   * reads keep `search`.
   */
  searchPage?: (req: ListRequest, sortField: string) => Promise<Page<StoredDoc>>;
  /**
   * For a big container: the unfiltered list's total and a version that every write of its documents moves
   * (a counter kept by the writers). The total then replaces a count on each page, and the unfiltered pages
   * are kept per instance while the version holds (one point read instead of an ordered read of the whole
   * container). A search still counts and reads its matches.
   */
  snapshot?: () => Promise<{ value: number; version: number }>;
  /** The fields a list page reads (its rows); by default whole documents. The export and get read whole documents. */
  listFields?: readonly string[];
  /** List sort field → document field. */
  sortFields: Record<string, string>;
  /**
   * Document field holding the customer id, for lists a commercial user reads for their own customers only
   * (the customers list: 'id'). Without it a scoped read is refused.
   */
  customerField?: string;
  /** customerField holds a list of customer ids (contracts): a scoped read keeps the documents naming one of the caller's. */
  customerFieldIsList?: boolean;
  /** Conditions every read of the list adds (orders: confirmed ones only), e.g. "c.status = 'confirmed'". */
  where?: string[];
}

export interface Page<T> {
  items: T[];
  totalCount: number;
}

export interface ResourceStore<Doc extends StoredDoc> {
  /** scope: the customer ids a caller may see (a commercial user's); absent for an administrator. */
  page(req: ListRequest, scope?: readonly string[]): Promise<Page<Doc>>;
  /** Every matching document in the list's order, a page of the store at a time: exports without a row cap. */
  each(req: ListRequest, scope?: readonly string[]): AsyncIterable<Doc[]>;
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

/** Documents per page of an export's read (each). */
const EXPORT_PAGE_SIZE = 5_000;

/** Unfiltered pages of big lists, each with the version it was read at (StoreConfig.snapshot). */
const keptPages = new LRUCache<string, { version: number; items: StoredDoc[] }>({ max: 200 });

type Scope = readonly string[] | undefined;

const partitionOf = (cfg: StoreConfig, doc: { id: string } & Record<string, unknown>): string => {
  if ('fixed' in cfg.partition) return cfg.partition.fixed;
  if ('byField' in cfg.partition) return String(doc[cfg.partition.byField]);
  return doc.id;
};

/** The partition every read names, when the documents share one. */
const partitionKeyOf = (cfg: StoreConfig): string | undefined => ('fixed' in cfg.partition ? cfg.partition.fixed : undefined);

function baseFilter(cfg: StoreConfig): Filter {
  const f: Filter = { where: ['c.type = @type', ...(cfg.where ?? [])], parameters: [{ name: '@type', value: cfg.type }] };
  // The partition is stated in SQL as well as in the options: the local server as published needs it in SQL.
  if ('fixed' in cfg.partition)
    return mergeFilters(f, { where: [`c.${cfg.partition.field} = @partition`], parameters: [{ name: '@partition', value: cfg.partition.fixed }] });
  return f;
}

/** The documents of the caller's customers only (a commercial user's scope). */
function scopeFilter(cfg: StoreConfig, scope: readonly string[]): Filter {
  if (!cfg.customerField) throw new Error(`${cfg.container} : liste sans champ client, lecture restreinte impossible`);
  if (!cfg.customerFieldIsList) return { where: [`ARRAY_CONTAINS(@scope, c.${cfg.customerField})`], parameters: [{ name: '@scope', value: [...scope] }] };
  // A document of several customers (a contract) is seen when one of them is the caller's.
  if (scope.length === 0) return { where: ['false'], parameters: [] };
  return {
    where: [`(${scope.map((_, i) => `ARRAY_CONTAINS(c.${cfg.customerField}, @scope${i})`).join(' OR ')})`],
    parameters: scope.map((id, i) => ({ name: `@scope${i}`, value: id })),
  };
}

const filterOf = (cfg: StoreConfig, req: ListRequest, scope: Scope): Filter =>
  mergeFilters(
    baseFilter(cfg),
    ...(req.search ? [cfg.search?.(req.search) ?? searchFilter(`c.${cfg.searchField}`, req.search)] : []),
    ...(scope ? [scopeFilter(cfg, scope)] : []),
  );

function sortFieldOf(cfg: StoreConfig, req: ListRequest): string {
  const sortField = cfg.sortFields[req.order.field];
  if (!sortField) throw new Error(`Champ de tri non déclaré : ${req.order.field}`);
  return sortField;
}

/** Every matching document in the list's order, EXPORT_PAGE_SIZE at a time. */
async function* readAll<Doc extends StoredDoc>(cfg: StoreConfig, req: ListRequest, scope: Scope): AsyncIterable<Doc[]> {
  const filter = filterOf(cfg, req, scope);
  const partitionKey = partitionKeyOf(cfg);
  const sql = `SELECT * FROM c WHERE ${filter.where.join(' AND ')} ORDER BY c.${sortFieldOf(cfg, req)} ${req.order.direction.toUpperCase()}`;
  // Large pages: an export reads every page, and each continuation of an ordered query is a new pass over
  // the matches where no index serves it (the local engine: 2,000 pages of 500 took 450 s for a million
  // lines). Azure caps a page at 4 MB whatever is asked.
  const iterator = container(cfg.container).items.query<Doc>(
    { query: sql, parameters: filter.parameters },
    { maxItemCount: EXPORT_PAGE_SIZE, ...(partitionKey === undefined ? {} : { partitionKey }) },
  );
  while (iterator.hasMoreResults()) {
    // A background export reads a page of 5,000 documents at a time: the customers' requests go first.
    await giveWay();
    const { resources } = await iterator.fetchNext();
    if (resources?.length) yield resources;
  }
}

/** One list page: by the resource's own search read, from the kept pages of a big list, or a query and its count. */
async function readPage<Doc extends StoredDoc>(cfg: StoreConfig, req: ListRequest, scope: Scope): Promise<Page<Doc>> {
  const filter = filterOf(cfg, req, scope);
  const sortField = sortFieldOf(cfg, req);
  const partitionKey = partitionKeyOf(cfg);
  const select = cfg.listFields?.map((f) => `c.${f}`).join(', ');
  if (req.search && !scope && cfg.searchPage) return (await cfg.searchPage(req, sortField)) as Page<Doc>;
  const c = container(cfg.container);
  const read = () => queryPage<Doc>(c, { ...filter, select, orderBy: `c.${sortField}`, direction: req.order.direction, partitionKey }, req);
  if (!req.search && !scope && cfg.snapshot) return keptPage(cfg, req, cfg.snapshot, read);
  const [items, totalCount] = await Promise.all([read(), countWhere(c, { ...filter, partitionKey })]);
  return { items, totalCount };
}

/** An unfiltered page of a big list, read again only when a write moved the list's version. */
async function keptPage<Doc extends StoredDoc>(
  cfg: StoreConfig,
  req: ListRequest,
  snapshot: NonNullable<StoreConfig['snapshot']>,
  read: () => Promise<Doc[]>,
): Promise<Page<Doc>> {
  const { value: totalCount, version } = await snapshot();
  const key = `${cfg.container}|${cfg.type}|${partitionKeyOf(cfg) ?? '*'}|${req.order.field} ${req.order.direction}|${req.pageNumber}|${req.pageSize}`;
  const kept = keptPages.get(key);
  if (kept?.version === version) return { items: kept.items as Doc[], totalCount };
  const items = await read();
  keptPages.set(key, { version, items });
  return { items, totalCount };
}

async function readOne<Doc extends StoredDoc>(cfg: StoreConfig, id: string): Promise<Doc | undefined> {
  const c = container(cfg.container);
  if ('byField' in cfg.partition) return readItemById<Doc>(c, cfg.type, id, cfg.partition.byField);
  const doc = await readItem<Doc>(c, id, partitionOf(cfg, { id }));
  return doc?.type === cfg.type ? doc : undefined;
}

async function createDoc<Doc extends StoredDoc>(cfg: StoreConfig, doc: Doc): Promise<Doc> {
  try {
    const { resource } = await container(cfg.container).items.create<Doc>(doc);
    return resource ?? doc;
  } catch (err) {
    if (isCosmosStatus(err, 409)) throw new DuplicateError(doc.id);
    throw err;
  }
}

async function replaceDoc<Doc extends StoredDoc>(cfg: StoreConfig, doc: Doc, ifMatch: string | undefined): Promise<Doc> {
  try {
    const { resource } = await container(cfg.container)
      .item(doc.id, partitionOf(cfg, doc as unknown as StoredDoc & Record<string, unknown>))
      .replace<Doc>(doc, ifMatch ? { accessCondition: { type: 'IfMatch', condition: ifMatch } } : {});
    return resource ?? doc;
  } catch (err) {
    if (isCosmosStatus(err, 409)) throw new DuplicateError(doc.id);
    if (isCosmosStatus(err, 412)) throw new StaleWriteError(doc.id);
    throw err;
  }
}

async function removeDoc(cfg: StoreConfig, doc: StoredDoc): Promise<void> {
  try {
    await container(cfg.container)
      .item(doc.id, partitionOf(cfg, doc as unknown as StoredDoc & Record<string, unknown>))
      .delete(doc._etag ? { accessCondition: { type: 'IfMatch', condition: doc._etag } } : {});
  } catch (err) {
    if (isCosmosStatus(err, 404)) return;
    if (isCosmosStatus(err, 412)) throw new StaleWriteError(doc.id);
    throw err;
  }
}

export function cosmosStore<Doc extends StoredDoc>(cfg: StoreConfig): ResourceStore<Doc> {
  return {
    each: (req, scope) => readAll<Doc>(cfg, req, scope),
    page: (req, scope) => readPage<Doc>(cfg, req, scope),
    get: (id) => readOne<Doc>(cfg, id),
    create: (doc) => createDoc(cfg, doc),
    replace: (doc, ifMatch) => replaceDoc(cfg, doc, ifMatch),
    remove: (doc) => removeDoc(cfg, doc),
  };
}

/** Documents of a type whose field holds this value (or whose array field contains it), across partitions. */
export function countReferences(ref: {
  container: ContainerName;
  type: string;
  field: string;
  many?: boolean;
  element?: string;
  value: string;
}): Promise<number> {
  const inArray = ref.element ? `ARRAY_CONTAINS(c.${ref.field}, { "${ref.element}": @value }, true)` : `ARRAY_CONTAINS(c.${ref.field}, @value)`;
  return countWhere(container(ref.container), {
    where: ['c.type = @type', ref.many ? inArray : `c.${ref.field} = @value`],
    parameters: [
      { name: '@type', value: ref.type },
      { name: '@value', value: ref.value },
    ],
  });
}
