import { displayStatus, type Customer } from '@portail/common';

/** The manual status of the current year wins over the computed one (spec section 3). */
export function customerStatus(customer: Customer): number {
  return displayStatus(customer.manualStatutCurrentYear?.number ?? customer.status?.number);
}
