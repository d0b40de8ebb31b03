import { describe, expect, it } from 'vitest';
import { buildPaths } from '../../routes/paths';
import { pageAfterSwitch } from './switch-target';

const paths = buildPaths('stryker');

describe('the page a switch of customer lands on', () => {
  it('is the page the user was on when every customer has it', () => {
    for (const page of ['/stryker-commands', '/stryker-one-commands', '/contrat', '/service-one-stryker', '/points', '/cart', '/contact']) {
      expect(pageAfterSwitch(page, paths)).toBe(page);
    }
    expect(pageAfterSwitch('/Contrat/', paths)).toBe('/contrat');
  });

  it('is the new customer’s home otherwise, or when the chooser was opened directly', () => {
    for (const page of ['/admin', '/admin/price-lists', '/kpi', '/privacy', '/select-customer', '/inconnue', undefined]) {
      expect(pageAfterSwitch(page, paths)).toBe('/');
    }
  });
});
