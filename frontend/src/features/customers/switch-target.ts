import { customerPaths, normalisePath, type Paths } from '../../routes/paths';

/** What the chooser was opened from: the page to come back to once another customer is chosen. */
export interface ChooserState {
  from?: string;
}

/**
 * Where a switch of customer lands (issue 30): on the page the user was on when it exists for every
 * customer (the portal's own pages, the cart, the contact form), else on the new customer's home. A page
 * that is not a customer's (the back office, a legal page) or an unknown path never carries over.
 */
export function pageAfterSwitch(from: string | undefined, paths: Paths): string {
  if (!from) return paths.home;
  const path = normalisePath(from);
  const everyCustomersPages = [...customerPaths(paths), paths.cart, paths.contact];
  return everyCustomersPages.includes(path) ? path : paths.home;
}
