import type { ListSpec } from '@portail/common';
import type { z } from 'zod';
import type { AuditEvent } from '../data/audit-repository.js';
import type { ContainerName } from '../data/containers.js';
import type { ExportColumn } from '../domain/resource-sheet.js';
import type { StoreConfig, StoredDoc } from '../data/resource-store.js';
import type { ApiError } from '../http/errors.js';
import type { Access } from '../http/route.js';

/**
 * A resource of the back office, declared once: its five routes (list, get, create, update, delete), its
 * OpenAPI entries and its generated access tests all come from this declaration (resource-routes.ts).
 */
export interface ResourceDeclaration<Doc extends StoredDoc, Dto, Input, F extends string = string> {
  /** Path below /api, and the plural of the route names: 'buyingGroups' → listBuyingGroups. */
  path: string;
  /** Plural of the route names when the path is not a plain word: 'address/withcustomerdetails' → 'addresses'. */
  plural?: string;
  /** Singular of the route names: 'buyingGroup' → getBuyingGroup. */
  singular: string;
  /**
   * Path of one item (get, create, update, delete, and the audit trail's resource name) when the list is
   * somewhere else: the addresses list is address/withcustomerdetails, an address is address/{id}.
   */
  itemPath?: string;
  /** How a refusal names one item before its description: 'le contrat' → « le contrat « Hôpital 2026 » ». */
  label?: string;
  /** French name of the list, for summaries: 'Groupements d’achat'. */
  title: string;
  tag: string;
  /** Who may read and who may write; a declared resource is never public. */
  access: { read: Exclude<Access, 'public'>; write: Exclude<Access, 'public'> };
  /** The routes to generate (default: all five); a read-only list leaves out the writes. */
  operations?: readonly Operation[];
  /** Page size, sortable fields and default order of the list protocol. */
  list: ListSpec<F>;
  /** Container, document type, partition, search field and sort fields. */
  store: StoreConfig & { sortFields: Record<F, string> };
  /**
   * row: the list's rows when they carry fewer fields than the item (the columns on screen). Its keys are
   * document fields of the same name, and the list reads only those: a page of whole documents weighs
   * several times more than its columns. The item, the writes and the export keep every field.
   */
  schemas: { item: z.ZodType<Dto>; input?: z.ZodType<Input>; row?: z.ZodObject };
  /**
   * scope: the customers a commercial caller is limited to (undefined for an administrator). A record of
   * theirs may name other customers (a contract's co-contractors): its DTO leaves those out.
   */
  toDto(doc: Doc, scope?: readonly string[]): Dto;
  /**
   * The document to store for a create (existing undefined) or an update; required with create or update.
   * It may read what the document copies (a customer's number and name); it throws an ApiError to refuse.
   */
  build?(input: Input, meta: BuildMeta<Doc>): Omit<Doc, '_etag'> | Promise<Omit<Doc, '_etag'>>;
  /** How a document is named in messages: « Orthopédie ». */
  describe(doc: Doc): string;
  /** Documents that still use this one: a delete is refused while any exists. */
  references?: Reference<Doc>[];
  /** Called after every write; every resource is audited unless it says false. */
  audit?: false | ((event: AuditEvent) => Promise<void>);
  /** The 409 of a duplicate unique key (item_exists when not said). */
  duplicate?: () => ApiError;
  /**
   * A value unique among every record of the resource, across partitions (a customer's number): claimed
   * before each write that sets it (data/unique-values-repository.ts), given up when the record lets it go.
   * `conflict` is the 409 of a value another record holds.
   */
  unique?: { scope: string; value(doc: Doc): string; conflict(doc: Doc): ApiError };
  /**
   * Checks of a write the store cannot make itself (a unique number among customers): throw an ApiError to
   * refuse it; nothing is written then.
   */
  check?(doc: Doc, meta: BuildMeta<Doc>): Promise<void>;
  /** Runs after a write is stored and audited (caches to forget, links to remove after a delete). */
  afterWrite?(event: { action: 'create' | 'update' | 'delete'; before?: Doc; after?: Doc; by: string }): Promise<void>;
  /**
   * Columns of the list's Excel export (GET <path>/export, generated with the list): by default every
   * field of the rows. false: the list has no export.
   */
  exportColumns?: false | ExportColumn<Dto>[];
}

export const OPERATIONS = ['list', 'get', 'create', 'update', 'delete'] as const;
type Operation = (typeof OPERATIONS)[number];

export interface BuildMeta<Doc> {
  id: string;
  now: string;
  /** User id of the caller. */
  by: string;
  existing?: Doc;
}

/** Documents of another container whose `field` holds `value(doc)` (or, with many, whose array field contains it). */
export interface Reference<Doc> {
  container: ContainerName;
  type: string;
  /** Document path below c: 'franchise', 'exclusions.franchises'. */
  field: string;
  many?: boolean;
  /** With many: the array holds objects, and this key of theirs holds the value (cart lines' productId). */
  element?: string;
  value(doc: Doc): string;
  /** French noun, singular and plural: ['produit', 'produits']. */
  noun: [string, string];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResourceDeclaration = ResourceDeclaration<any, any, any, any>;
