import type { Timestamps } from './document.js';

// customers (pk /id)

export interface CustomerDoc extends Timestamps {
  id: string;
  type: 'customer';
  /** Customer number (FINESS-like 9 digits in demo data); unique, what imports and contracts refer to. */
  number: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  address: string;
  zipCode: string;
  /** Id of a referenceData item of list 'buyingGroups'. */
  buyingGroupId: string | null;
  /** Denormalised name of the buying group: the customer list shows it without a second read. */
  buyingGroupName: string | null;
  /** Day the customer joined its buying group (ISO); null or absent: a member since before the data (domain/group-tier.ts). */
  buyingGroupSince?: string | null;
  /** Buying groups it belonged to before, with their dates: the group-volume tier counts a member from/until its change. */
  buyingGroupHistory?: { groupId: string; from: string | null; to: string | null }[];
  /** Status set by an administrator, per year ("2025": 3). Wins over the tier computed from sales. */
  manualStatus: Record<string, number>;
  /** Status in force during `statusYear` (manual status or tier of the year before), materialised for lists. */
  status: number;
  statusYear: number;
  /** Exclusive interlocutor (user id). */
  fK_UniqueContact: string | null;
  /** customerRelationDto of the spec: related customers (same group, sites of one hospital). */
  relatedCustomerIds: string[];
  active: boolean;
  /** Blob name of the logo, or null. */
  logo: string | null;
  /** Normalised text the admin list searches (domain/search-text.ts), written with the document. */
  searchText: string;
}
