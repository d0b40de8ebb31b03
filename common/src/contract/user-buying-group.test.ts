import { describe, expect, it } from 'vitest';
import { userEditSchema } from './admin-users.js';
import { userBuyingGroup, userWriteSchema } from './users.js';

/* Issue 33: a group buyer reads one buying group's members, so it has one; no other role has any. */

const person = { firstName: 'Hélène', lastName: 'Garnier', email: 'helene@essai.test' };
const messageOf = (result: ReturnType<typeof userWriteSchema.safeParse>) =>
  result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);

describe('the buying group of a user’s write', () => {
  it('is required of a new group buyer, under its field, in French', () => {
    expect(messageOf(userWriteSchema.safeParse({ ...person, userRole: 'GROUP_BUYER' }))).toEqual([
      ['buyingGroupId', 'Choisissez le groupement d’achat de cet acheteur de groupement'],
    ]);
    expect(messageOf(userWriteSchema.safeParse({ ...person, userRole: 'GROUP_BUYER', buyingGroupId: null }))).toEqual([
      ['buyingGroupId', 'Choisissez le groupement d’achat de cet acheteur de groupement'],
    ]);
    expect(userWriteSchema.parse({ ...person, userRole: 'GROUP_BUYER', buyingGroupId: 'buyingGroups-alliance' }).buyingGroupId).toBe('buyingGroups-alliance');
  });

  it('is refused for any other role, and its absence keeps the spec’s payload valid', () => {
    for (const userRole of ['ADMIN', 'COMMERCIAL', 'CUSTOMER'] as const) {
      expect(messageOf(userWriteSchema.safeParse({ ...person, userRole, buyingGroupId: 'buyingGroups-alliance' }))).toEqual([
        ['buyingGroupId', 'Seul un acheteur de groupement est rattaché à un groupement d’achat'],
      ]);
      expect(userWriteSchema.safeParse({ ...person, userRole, active: true }).success).toBe(true);
      expect(userWriteSchema.safeParse({ ...person, userRole, buyingGroupId: null }).success).toBe(true);
    }
  });

  it('left out of an edit, keeps a group buyer’s group and drops it with the role', () => {
    const stored = { role: 'GROUP_BUYER' as const, buyingGroupId: 'buyingGroups-alliance' };
    expect(userEditSchema.safeParse({ ...person, userRole: 'GROUP_BUYER' }).success).toBe(true);
    expect(userBuyingGroup({ userRole: 'GROUP_BUYER' }, stored)).toEqual({ buyingGroupId: 'buyingGroups-alliance' });
    expect(userBuyingGroup({ userRole: 'GROUP_BUYER', buyingGroupId: 'buyingGroups-autre' }, stored)).toEqual({ buyingGroupId: 'buyingGroups-autre' });
    expect(userBuyingGroup({ userRole: 'CUSTOMER' }, stored)).toEqual({ buyingGroupId: null });
    // A user becoming a group buyer must be given its group.
    expect(userBuyingGroup({ userRole: 'GROUP_BUYER' }, { role: 'CUSTOMER' })).toEqual({
      issue: 'Choisissez le groupement d’achat de cet acheteur de groupement',
    });
    expect(userEditSchema.safeParse({ ...person, userRole: 'GROUP_BUYER', buyingGroupId: null }).success).toBe(false);
  });
});
