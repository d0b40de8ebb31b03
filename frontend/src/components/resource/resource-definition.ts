import type { ReactNode } from 'react';
import type { SortOrder } from '@portail/common';
import type { z } from 'zod';

/** One column of a resource list. Only `sortable` columns send their key as the orderBy field. */
interface ResourceColumn<T> {
  key: string;
  label: string;
  sortable?: boolean;
  /** An identifier (an invoice or order number, a reference): kept on one line, the table scrolling in its box. */
  oneLine?: boolean;
  render: (item: T) => ReactNode;
}

/** One input of the form dialog; `name` is the property of the input schema it fills. */
interface ResourceField {
  name: string;
  label: string;
  kind: 'text' | 'textarea';
  maxLength: number;
  required?: boolean;
}

/**
 * A resource declared once and served by the generic list page and form dialog: the API path under
 * /api, the texts, the columns, the shared zod input schema and the form fields. Texts arrive already
 * translated, so a declaration is built for the reader's language.
 */
export interface ResourceDefinition<T extends { id: string }> {
  /** Path under /api, without a trailing slash: '/franchises'. */
  path: string;
  title: string;
  columns: readonly ResourceColumn<T>[];
  defaultOrder: SortOrder;
  pageSize: number;
  /** The shared input schema (the one the API validates with); its French messages show under the fields. */
  schema: z.ZodType;
  fields: readonly ResourceField[];
  /** The form's starting values when editing `item`. */
  toFormValues: (item: T) => FormValues;
  /** How an item is named in confirmations and toasts. */
  describe: (item: T) => string;
  /** Writes are refused to non-admins by the API; the page hides them instead of failing. */
  canWrite: boolean;
  /** Offers « Exporter vers Excel » (GET <path>/export with the search and sort on screen); default true. */
  exportable?: boolean;
  /** The search box's label and what it matches, where the list does not search its shown texts. */
  search?: { label: string; hint: string };
  /** Hides the generic « Nouveau » (a screen with its own create buttons puts them in `toolbar`). */
  canCreate?: boolean;
  /** More buttons beside « Nouveau » (import, one create button per role). */
  toolbar?: ReactNode;
  /** More row actions after edit and delete (a menu of the row's other actions). */
  rowActions?: (item: T) => ReactNode;
  /** A dialog of the resource's own in place of the generic form (fields of other kinds, more than one save). */
  formDialog?: (props: { item: T | null; onClose: () => void }) => ReactNode;
  /** Texts of the section 8 snackbars, when the resource has its own (alert.success.customer-delete, ...). */
  messages?: { deleted?: string; deleteError?: string };
}

type FormValues = Record<string, string>;
