import { fr, type Role, userBuyingGroup } from '@portail/common';
import { findBuyingGroup } from '../data/customer-admin-repository.js';
import { failure } from '../http/errors.js';

/**
 * The buying group a user's write gives it (issue 33), or a 400 under « buyingGroupId » before anything is
 * written: the shared rule (a group buyer has one, no other role has any), then the group must exist.
 */
export async function decideUserBuyingGroup(
  write: { userRole: Role; buyingGroupId?: string | null },
  stored?: { role: Role; buyingGroupId?: string | null },
): Promise<string | null> {
  const decided = userBuyingGroup(write, stored);
  if ('issue' in decided)
    throw failure(decided.issue === fr['rules.user-buying-group-role'] ? 'user_buying_group_role' : 'user_buying_group_required', undefined, {
      field: 'buyingGroupId',
    });
  if (decided.buyingGroupId && !(await findBuyingGroup(decided.buyingGroupId))) throw failure('buying_group_unknown', undefined, { field: 'buyingGroupId' });
  return decided.buyingGroupId;
}
