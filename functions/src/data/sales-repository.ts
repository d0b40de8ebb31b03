import type { SqlParameter } from '@azure/cosmos';
import type { StatsSalesLine } from '../domain/customer-stats.js';
import { container } from './cosmos.js';
import type { SalesLineDoc } from './model.js';

/**
 * Sales lines live in container 'sales', partitioned by customer: every query here reads one partition.
 * The filter on customerId is stated in the SQL as well (the local Cosmos server ignores the option).
 */
const sales = () => container('sales');

async function queryPartition<T>(customerId: string, query: string, parameters: SqlParameter[]): Promise<T[]> {
  const { resources } = await sales()
    .items.query<T>({ query, parameters: [...parameters, { name: '@customerId', value: customerId }] }, { partitionKey: customerId, maxItemCount: 1000 })
    .fetchAll();
  return resources;
}

/** The fields the statistics need, for the given years. */
export function statsLinesOf(customerId: string, years: number[]): Promise<StatsSalesLine[]> {
  return queryPartition<StatsSalesLine>(
    customerId,
    'SELECT c.salesAmount, c.year, c.salesRecognitionDate, c.pointCategory, c.franchise, c.subFranchise, c.gimSubBrand, c.gimItemType, c.gimCustom ' +
      "FROM c WHERE c.customerId = @customerId AND c.type = 'salesLine' AND ARRAY_CONTAINS(@years, c.year)",
    [{ name: '@years', value: years }],
  );
}

/** Sales of a year that count for the tier (pointCategory other than 'services'), or undefined without lines. */
export async function salesTotalOf(customerId: string, year: number): Promise<number | undefined> {
  const [count] = await queryPartition<number>(customerId, "SELECT VALUE COUNT(1) FROM c WHERE c.customerId = @customerId AND c.type = 'salesLine' AND c.year = @year", [
    { name: '@year', value: year },
  ]);
  if (!count) return undefined;
  const [sum] = await queryPartition<number | undefined>(
    customerId,
    "SELECT VALUE SUM(c.salesAmount) FROM c WHERE c.customerId = @customerId AND c.type = 'salesLine' AND c.year = @year AND c.pointCategory != 'services'",
    [{ name: '@year', value: year }],
  );
  return typeof sum === 'number' ? sum : 0;
}

export type CompanyOrderLine = Pick<SalesLineDoc, 'salesRecognitionDate' | 'orderNumber' | 'invoiceNumber' | 'reference' | 'description' | 'salesAmount' | 'invoiceQuantity'>;

/** Lines of the company-orders screen, newest first; all years when year is undefined. */
export function companyOrderLinesOf(customerId: string, year?: number): Promise<CompanyOrderLine[]> {
  return queryPartition<CompanyOrderLine>(
    customerId,
    'SELECT c.salesRecognitionDate, c.orderNumber, c.invoiceNumber, c.reference, c.description, c.salesAmount, c.invoiceQuantity ' +
      `FROM c WHERE c.customerId = @customerId AND c.type = 'salesLine'${year === undefined ? '' : ' AND c.year = @year'}`,
    year === undefined ? [] : [{ name: '@year', value: year }],
  );
}
