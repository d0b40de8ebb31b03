import { describe, expect, it } from 'vitest';
import type { CustomerDoc } from '../../model/customers.js';
import { emptyPointsDoc } from '../../model/points.js';
import { emptyStatsDoc } from '../../model/stats.js';
import { toStatsResponse } from './stats-dto.js';

const customer = {
  id: 'c1',
  type: 'customer',
  number: '590000001',
  name: 'CHU',
  phone: '',
  email: '',
  city: 'Lille',
  address: '',
  zipCode: '59000',
  buyingGroupId: null,
  buyingGroupName: null,
  manualStatus: {},
  status: 2,
  statusYear: 2026,
  fK_UniqueContact: null,
  relatedCustomerIds: [],
  active: true,
  logo: null,
  createdAt: '',
  updatedAt: '',
  searchText: 'chu',
} satisfies CustomerDoc;

const team = { exclusive: false, firstName: null, lastName: null, email: 'ventes@exemple.test' };

describe('toStatsResponse', () => {
  it('answers zeroed stats with statusPastYear −1 when nothing is materialised', () => {
    const res = toStatsResponse(customer, team, 2026, undefined, undefined);
    expect(res.statsContract).toMatchObject({ totalPoints: 0, remainingPoints: 0, statusPastYear: -1, totalCurrentYear: 0, updatedAt: null });
    expect(res.subFranchises).toEqual({ names: [], totals: [] });
    expect(res.deliveryCostAndBillingFees).toEqual({ year: 2026, totalBillingFees: 0, totalDeliveryCost: 0 });
    expect(res.customer.id).toBe('c1');
    expect(res.customer.salesContact).toEqual(team);
  });
  it('takes manual, spent and remaining points from the points document', () => {
    const stats = {
      ...emptyStatsDoc('c1', 2026, 'x'),
      capitalPoints: 10,
      implantPoints: 20,
      manualPoints: 5,
      totalPoints: 35,
      forecastedPointsCurrentYearEnd: 65,
      statusPastYear: 2,
    };
    const points = { ...emptyPointsDoc('c1', 2026, 'x'), earned: 30, manual: 50, spent: 70, balance: 10 };
    const res = toStatsResponse(customer, team, 2026, stats, points);
    expect(res.statsContract).toMatchObject({
      totalPoints: 80,
      manualPoints: 50,
      spentPoints: 70,
      remainingPoints: 10,
      forecastedPointsCurrentYearEnd: 110,
      statusPastYear: 2,
    });
  });
});
