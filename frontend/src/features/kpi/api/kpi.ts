import useSWR from 'swr';
import type {
  KpiBuyingGroupRow,
  KpiExportTab,
  KpiCustomerRow,
  KpiFranchiseRow,
  KpiLiability,
  KpiOrderDetail,
  KpiProvisions,
  KpiSetting,
  KpiSettingName,
  KpiStatistics,
} from '@portail/common';
import { apiRequest } from '../../../lib/api-client';
import { apiBlob, apiPaged, query, type Download, type Paged } from '../../../lib/api-extra';
import { apiVersioned, ifMatch } from '../../../lib/versions';

/** The KPI calls of back-office.md section 7 (ADMIN only), each beside its SWR hook; figures defined in docs/kpi.md. */

const getStatistics = (year: number) => apiRequest<KpiStatistics>(`/kpi/statistics${query({ year })}`);
export const useStatistics = (year: number) => useSWR(['kpi-statistics', year], () => getStatistics(year));

const getFranchiseStatistics = (year: number) => apiRequest<KpiFranchiseRow[]>(`/kpi/statistics-franchise${query({ year })}`);
export const useFranchiseStatistics = (year: number) => useSWR(['kpi-franchises', year], () => getFranchiseStatistics(year));

const getBuyingGroupStatistics = (year: number) => apiRequest<KpiBuyingGroupRow[]>(`/kpi/buying-groups${query({ year })}`);
/** The « Groupements » tab (issue 33). */
export const useBuyingGroupStatistics = (year: number) => useSWR(['kpi-buying-groups', year], () => getBuyingGroupStatistics(year));

const getCustomerStatistics = (year: number) => apiRequest<KpiCustomerRow[]>(`/kpi/statistics-customer${query({ year })}`);
/** The « Clients » tab, of the year kept between tabs (the route takes it beside the spec's customer filter). */
export const useCustomerStatistics = (year: number) => useSWR(['kpi-customers', year], () => getCustomerStatistics(year));

const getProvisions = (year: number) => apiRequest<KpiProvisions>(`/kpi/provisions${query({ year })}`);
export const useProvisions = (year: number) => useSWR(['kpi-provisions', year], () => getProvisions(year));

export interface OrdersQuery {
  pageNumber: number;
  orderBy: string;
  search: string;
}
const getOrdersDetails = (q: OrdersQuery) =>
  apiPaged<KpiOrderDetail[]>(`/kpi/orders-details${query({ pageNumber: q.pageNumber, orderBy: q.orderBy, search: q.search })}`);
export const useOrdersDetails = (q: OrdersQuery) =>
  useSWR<Paged<KpiOrderDetail[]>>(['kpi-orders', q.pageNumber, q.orderBy, q.search], () => getOrdersDetails(q), { keepPreviousData: true });

const SETTING_NAMES: KpiSettingName[] = ['ManualCogs', 'CalculatedCogs', 'UseCurrentYearOrNot', 'ActiveCogs'];
/** The settings with their version (ETag): each save is made on the version read, and answers the next one. */
const getKpiSettings = () => apiVersioned<KpiSetting[]>(`/kpi/by-names${query({ names: SETTING_NAMES.join(',') })}`);
export const useKpiSettings = () => useSWR('kpi-settings', getKpiSettings);

/** PUT /api/kpi/manual-cogs with the text as typed (comma accepted by the server). */
export const saveManualCogs = (value: string, etag: string | null) =>
  apiVersioned<KpiSetting>('/kpi/manual-cogs', { method: 'PUT', body: { value }, headers: ifMatch(etag) });
export const saveKpiKey = (name: KpiSettingName, value: string, etag: string | null) =>
  apiVersioned<KpiSetting>('/kpi/kpi-key', { method: 'PUT', body: { name, value }, headers: ifMatch(etag) });

const getLiability = (year: number) => apiRequest<KpiLiability>(`/kpi/points-liability${query({ year })}`);
export const useLiability = (year: number) => useSWR(['kpi-liability', year], () => getLiability(year));
/** GET /api/kpi/export/{tab}?year: the tab's figures of the year as an Excel workbook (docs/kpi.md « Exports »). */
export const downloadKpiTab = (tab: KpiExportTab, year: number | undefined): Promise<Download> => apiBlob(`/kpi/export/${tab}${query({ year })}`);
