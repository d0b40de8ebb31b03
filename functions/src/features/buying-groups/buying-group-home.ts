import { buyingGroupHomeQuerySchema, buyingGroupHomeSchema, buyingGroupParamsSchema, kpiBuyingGroupRowSchema, userSchema } from '@portail/common';
import { z } from 'zod';
import { findBuyingGroup } from '../../data/customer-admin-repository.js';
import { groupBuyersOf } from '../../data/buying-groups-repository.js';
import { toUserDto } from '../users/user-dto.js';
import { isAdmin, isGroupBuyer } from '../../auth/principal.js';
import { failure, forbidden } from '../../http/errors.js';
import { acceptsGzip, ok, okJsonText } from '../../http/responses.js';
import { defineRoute } from '../../http/route.js';
import { groupHomeJson, kpiBuyingGroups } from '../../services/buying-groups.js';

const yearOf = (year: number | undefined) => year ?? new Date().getUTCFullYear();
const missingGroup = () => failure('buying_group_not_found');

/**
 * The caller's own group: what a group buyer lands on. Kept by this instance and checked against the version
 * of the group's rows (services/buying-groups.ts): one read of its partition after a change, whatever the
 * number of its members' sales lines.
 */
export const getMyBuyingGroupHome = defineRoute({
  name: 'getMyBuyingGroupHome',
  method: 'GET',
  path: 'buyingGroupHome',
  access: 'user',
  scope: { kind: 'none' },
  summary: 'Accueil consolidé du groupement de l’acheteur de groupement : totaux, membres avec statut, règle de statut, écart au statut suivant, points',
  tags: ['buyingGroups'],
  query: buyingGroupHomeQuerySchema,
  response: buyingGroupHomeSchema,
  async handler({ request, principal, query }) {
    if (!isGroupBuyer(principal)) throw forbidden();
    const groupId = principal.user.buyingGroupId;
    const home = groupId ? await groupHomeJson(groupId, yearOf(query.year), acceptsGzip(request.headers.get('accept-encoding'))) : undefined;
    if (!home) throw missingGroup();
    return okJsonText(home.body, home.gzipped);
  },
});

/**
 * A group's consolidated figures for the back office, or for its own buyer. A commercial is refused: the
 * group's totals include customers that are not theirs (docs/permissions.md).
 */
export const getBuyingGroupHome = defineRoute({
  name: 'getBuyingGroupHome',
  method: 'GET',
  path: 'buyingGroups/{id}/home',
  access: 'user',
  scope: { kind: 'none' },
  summary: 'Chiffres consolidés d’un groupement d’achat (administrateur, ou son acheteur de groupement)',
  tags: ['buyingGroups'],
  params: buyingGroupParamsSchema,
  query: buyingGroupHomeQuerySchema,
  response: buyingGroupHomeSchema,
  async handler({ request, principal, params, query }) {
    const own = isGroupBuyer(principal) && principal.user.buyingGroupId === params.id;
    if (!isAdmin(principal) && !own) throw forbidden();
    const home = await groupHomeJson(params.id, yearOf(query.year), acceptsGzip(request.headers.get('accept-encoding')));
    if (!home) throw missingGroup();
    return okJsonText(home.body, home.gzipped);
  },
});

/** The back office's group page: the group's contact users, its « acheteurs de groupement ». */
export const getBuyingGroupUsers = defineRoute({
  name: 'getBuyingGroupUsers',
  method: 'GET',
  path: 'buyingGroups/{id}/users',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Les acheteurs de groupement d’un groupement d’achat, par nom',
  tags: ['buyingGroups'],
  params: buyingGroupParamsSchema,
  response: z.array(userSchema),
  async handler({ params }) {
    if (!(await findBuyingGroup(params.id))) throw missingGroup();
    const users = await groupBuyersOf(params.id);
    return ok(users.map(toUserDto).sort((a, b) => a.name.localeCompare(b.name, 'fr')));
  },
});

/** The KPI « Groupements » tab (docs/kpi.md): sales, points and members per buying group. */
export const getKpiBuyingGroups = defineRoute({
  name: 'getKpiBuyingGroups',
  method: 'GET',
  path: 'kpi/buying-groups',
  access: 'admin',
  scope: { kind: 'none' },
  summary: 'Onglet Groupements : par groupement d’achat, CA des deux années, volume du groupement, points, prévision et membres',
  tags: ['kpi'],
  query: buyingGroupHomeQuerySchema,
  response: z.array(kpiBuyingGroupRowSchema),
  async handler({ query }) {
    return ok(await kpiBuyingGroups(yearOf(query.year)));
  },
});
