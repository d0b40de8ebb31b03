import type { Timestamps } from './document.js';

// contracts (pk /id)

export interface ContractDoc extends Timestamps {
  id: string;
  type: 'contract';
  name: string;
  active: boolean;
  startDate: string;
  endDate: string;
  customerNumbers: string[];
  /** Resolved from customerNumbers on save: ARRAY_CONTAINS(c.customerIds, @id) finds a customer's contracts. */
  customerIds: string[];
  exclusions: { gimSubBrands: string[]; franchises: string[] };
  /** Each member's tier from its buying group's volume (domain/group-tier.ts); absent on older contracts: false. */
  tierByGroupVolume?: boolean;
}

/** What the exclusion rule of the points reads of a contract. */
export type ContractRules = Pick<ContractDoc, 'startDate' | 'endDate' | 'exclusions'> & { active?: boolean; tierByGroupVolume?: boolean };
