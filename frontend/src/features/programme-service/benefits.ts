import type { MessageKey, ServiceLinkCode } from '@portail/common';

export type Availability = 'all' | 'top-tiers' | 'points';

export interface Benefit {
  id: number;
  name: MessageKey;
  text: MessageKey;
  availability: Availability;
  /** Link code of the payable services (RAAC, HDJ, AUDIT): the key of their image set (SERVICE_IMAGES). */
  code?: ServiceLinkCode;
}

/** The seven Programme services of spec §9, in order. */
export const BENEFITS: readonly Benefit[] = [
  { id: 1, name: 'benefit.1.name', text: 'benefit.1.text', availability: 'all' },
  { id: 2, name: 'benefit.2.name', text: 'benefit.2.text', availability: 'all' },
  { id: 3, name: 'benefit.3.name', text: 'benefit.3.text', availability: 'all' },
  { id: 4, name: 'benefit.4.name', text: 'benefit.4.text', availability: 'top-tiers' },
  { id: 5, name: 'benefit.5.name', text: 'benefit.5.text', availability: 'points', code: 'RAAC' },
  { id: 6, name: 'benefit.6.name', text: 'benefit.6.text', availability: 'points', code: 'HDJ' },
  { id: 7, name: 'benefit.7.name', text: 'benefit.7.text', availability: 'points', code: 'AUDIT' },
];

/** Service 4 only for statuses 3 and 4; the others for every status (payable ones cost points). */
export const isAvailable = (benefit: Benefit, status: number): boolean => benefit.availability !== 'top-tiers' || status >= 3;

export const AVAILABILITY_LABEL: Record<Availability, MessageKey> = {
  all: 'benefit.all-statuses',
  'top-tiers': 'benefit.statuses-3-4',
  points: 'benefit.payable',
};
