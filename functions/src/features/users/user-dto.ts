import type { User } from '@portail/common';
import type { UserDoc } from '../../data/users-repository.js';

export function toUserDto(user: UserDoc): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    userRole: user.role,
    active: user.active,
    // Only a group buyer has one (issue 33): the other users' answers stay the spec's.
    ...(user.buyingGroupId ? { buyingGroupId: user.buyingGroupId } : {}),
  };
}
