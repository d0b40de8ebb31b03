import { describe, expect, it, vi } from 'vitest';
import type { UserDoc } from '../../data/users-repository.js';

vi.mock('../../config.js', () => ({ config: () => ({ mail: { salesAddress: 'ventes@exemple.test' } }) }));
vi.mock('../../data/users-repository.js', () => ({ findUserById: async () => undefined }));

const { toSalesContact } = await import('./sales-contact.js');

const user = (patch: Partial<UserDoc> = {}): UserDoc => ({
  id: 'user-commercial',
  type: 'user',
  firstName: 'Julien',
  lastName: 'Fournier',
  email: 'commercial@demo.test',
  role: 'COMMERCIAL',
  active: true,
  customerIds: ['cust-1'],
  passwordHash: '$argon2id$secret',
  tokensValidAfter: 0,
  passwordToken: { hash: 'h', expiresAt: 'x' } as never,
  entra: null,
  createdAt: '',
  updatedAt: '',
  searchText: '',
  ...patch,
});

const team = { exclusive: false, firstName: null, lastName: null, email: 'ventes@exemple.test' };

describe('toSalesContact', () => {
  it('gives only the public details of an active staff contact', () => {
    expect(toSalesContact(user())).toEqual({ exclusive: true, firstName: 'Julien', lastName: 'Fournier', email: 'commercial@demo.test' });
  });

  it('falls back to the generic sales address without a contact, for an inactive one or a customer user', () => {
    expect(toSalesContact(undefined)).toEqual(team);
    expect(toSalesContact(user({ active: false }))).toEqual(team);
    expect(toSalesContact(user({ role: 'CUSTOMER' }))).toEqual(team);
  });
});
