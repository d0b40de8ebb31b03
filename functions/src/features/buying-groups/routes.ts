import type { AnyRoute } from '../../http/route.js';
import { getBuyingGroupHome, getBuyingGroupUsers, getKpiBuyingGroups, getMyBuyingGroupHome } from './buying-group-home.js';

export const buyingGroupsRoutes: AnyRoute[] = [getMyBuyingGroupHome, getBuyingGroupHome, getBuyingGroupUsers, getKpiBuyingGroups];
