import { z } from 'zod';
import { KPI_PAGE_SIZE, listQuerySchemaFor, type ListSpec } from './list.js';

/**
 * The KPI calls of back-office.md section 7 (ADMIN only). The figures are defined in docs/kpi.md; the
 * field names are the spec's, its misspelling `percantage…` included.
 */

export const KPI_SETTING_NAMES = ['ManualCogs', 'CalculatedCogs', 'UseCurrentYearOrNot', 'ActiveCogs'] as const;
/**
 * The spec's names, and ActiveCogs (which of the two « Actif » boxes is ticked: 'manual' or 'calculated'), plus
 * one name per franchise for its previous-year percentage, `ManualCogs:<franchise>` (docs/kpi.md « Provisions »).
 */
export type KpiSettingName = (typeof KPI_SETTING_NAMES)[number] | `ManualCogs:${string}`;

/** The name of a franchise's previous-year percentage. */
export const franchiseCogsName = (franchise: string): `ManualCogs:${string}` => `ManualCogs:${franchise}`;
/** `ManualCogs:` then a franchise's name: 1 to 100 characters, without spaces around. */
const FRANCHISE_COGS_NAME = /^ManualCogs:\S(?:.{0,98}\S)?$/;
/** The franchise a setting name is about (`ManualCogs:Trauma` → 'Trauma'); undefined for any other name. */
export const franchiseOfCogsName = (name: string): string | undefined => (FRANCHISE_COGS_NAME.test(name) ? name.slice('ManualCogs:'.length) : undefined);
const isSettingName = (name: string): name is KpiSettingName =>
  (KPI_SETTING_NAMES as readonly string[]).includes(name) || franchiseOfCogsName(name) !== undefined;

const COGS_MESSAGE = 'Le pourcentage doit être un nombre compris entre 0 et 100 (virgule ou point accepté).';
const FRANCHISE_COGS_MESSAGE =
  'Le pourcentage de la franchise doit être un nombre compris entre 0 et 100 (virgule ou point accepté), ou vide pour reprendre le pourcentage manuel.';
const BOOLEAN_MESSAGE = 'La valeur doit être « true » ou « false ».';
const ACTIVE_MESSAGE = 'La valeur doit être « manual » (pourcentage manuel actif) ou « calculated » (pourcentage calculé actif).';
const NAME_MESSAGE = `Le nom doit être l’un de : ${KPI_SETTING_NAMES.join(', ')}, ou ManualCogs:<franchise>.`;
export const KPI_MESSAGES = { cogs: COGS_MESSAGE, boolean: BOOLEAN_MESSAGE } as const;

/** Which percentage the « Actif » boxes put in force for the programme: the manual one or the year-to-date one. */
export const ACTIVE_COGS = ['manual', 'calculated'] as const;
export type ActiveCogs = (typeof ACTIVE_COGS)[number];

/**
 * A percentage as a person types it: digits with an optional comma or dot ('12,5', '12.5', 12.5), 0 to 100.
 * Answers the number, or undefined for anything else. The site and the API share it.
 */
export function parseCogsPercent(input: unknown): number | undefined {
  let text: string;
  if (typeof input === 'number') text = String(input);
  else if (typeof input === 'string') text = input.trim();
  else return undefined;
  if (!/^\d{1,3}(?:[.,]\d+)?$/.test(text)) return undefined;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : undefined;
}

/** PUT /api/kpi/manual-cogs: a bare value (number or text) or { value }. */
export const manualCogsRequestSchema = z
  .union([z.number(), z.string(), z.strictObject({ value: z.union([z.number(), z.string()]) })], { error: COGS_MESSAGE })
  .transform((body, ctx) => {
    const raw = typeof body === 'object' ? body.value : body;
    const value = parseCogsPercent(raw);
    if (value === undefined) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: COGS_MESSAGE });
      return z.NEVER;
    }
    return value;
  });

/**
 * PUT /api/kpi/kpi-key: ManualCogs and CalculatedCogs take a percentage, UseCurrentYearOrNot the text true/false,
 * ActiveCogs 'manual' or 'calculated', ManualCogs:<franchise> a percentage or '' (the franchise then takes ManualCogs).
 */
export const kpiKeyRequestSchema = z
  .strictObject({
    name: z.union([z.enum(KPI_SETTING_NAMES), z.string().regex(FRANCHISE_COGS_NAME)], { error: NAME_MESSAGE }),
    value: z.union([z.number(), z.string(), z.boolean()], { error: 'La valeur est obligatoire.' }),
  })
  .transform((body, ctx): { name: KpiSettingName; value: string } => {
    const name = body.name as KpiSettingName;
    const text = String(body.value).trim();
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', path: ['value'], message });
      return z.NEVER;
    };
    if (name === 'UseCurrentYearOrNot') {
      const flag = text.toLowerCase();
      return flag === 'true' || flag === 'false' ? { name, value: flag } : refuse(BOOLEAN_MESSAGE);
    }
    if (name === 'ActiveCogs') return (ACTIVE_COGS as readonly string[]).includes(text) ? { name, value: text } : refuse(ACTIVE_MESSAGE);
    const franchise = franchiseOfCogsName(name) !== undefined;
    if (franchise && text === '' && typeof body.value === 'string') return { name, value: '' };
    const value = parseCogsPercent(body.value);
    return value === undefined ? refuse(franchise ? FRANCHISE_COGS_MESSAGE : COGS_MESSAGE) : { name, value: String(value) };
  });

export const kpiSettingSchema = z.object({ name: z.string(), value: z.string() });
export type KpiSetting = z.infer<typeof kpiSettingSchema>;

/** GET /api/kpi/by-names?names=ManualCogs,UseCurrentYearOrNot (a franchise's: ManualCogs:<franchise>) */
export const kpiByNamesQuerySchema = z.strictObject({
  names: z
    .string({ error: 'Indiquez les noms demandés (names).' })
    .max(2000, 'La liste de noms est trop longue')
    .transform((s, ctx) => {
      const names = s
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      const unknown = names.filter((n) => !isSettingName(n));
      if (names.length === 0 || unknown.length) {
        ctx.addIssue({
          code: 'custom',
          message: `Noms inconnus : ${unknown.join(', ') || '(aucun)'}. Choisissez parmi ${KPI_SETTING_NAMES.join(', ')} ou ManualCogs:<franchise>.`,
        });
        return z.NEVER;
      }
      return names as KpiSettingName[];
    }),
});

/** The years the page offers: the current one and the one before (back-office.md section 9). */
export function kpiYears(now = new Date()): number[] {
  const y = now.getUTCFullYear();
  return [y, y - 1];
}

const yearField = z.coerce
  .number({ error: 'L’année est invalide' })
  .int('L’année est invalide')
  .min(2000, 'L’année est invalide')
  .max(2100, 'L’année est invalide');

export const kpiYearQuerySchema = z.strictObject({ year: yearField.optional() });
export const kpiCustomerQuerySchema = z.strictObject({
  customer: z.string().trim().max(64, 'Le client demandé est invalide').optional(),
  year: yearField.optional(),
});
export const kpiLiabilityQuerySchema = z.strictObject({ year: yearField.optional() });

/** The tabs GET /api/kpi/export/{tab} writes as a workbook (docs/kpi.md « Exports »). */
export const KPI_EXPORT_TABS = ['statistics', 'divisions', 'clients', 'groups', 'orders', 'provisions', 'liability'] as const;
export type KpiExportTab = (typeof KPI_EXPORT_TABS)[number];
export const kpiExportParamsSchema = z.strictObject({
  tab: z.enum(KPI_EXPORT_TABS, { error: `Onglet inconnu : choisissez parmi ${KPI_EXPORT_TABS.join(', ')}.` }),
});

export const kpiStatisticsSchema = z.object({
  year: z.number(),
  averageCost: z.number(),
  totalSubFranchises: z.number(),
  totalOrdersLastYear: z.number(),
  totalPointsSpentLastYear: z.number(),
  totalCA: z.number(),
  totalContract: z.number(),
  estimatedPoints: z.number(),
  estimatedGrowth: z.number(),
});
export type KpiStatistics = z.infer<typeof kpiStatisticsSchema>;

export const kpiFranchiseRowSchema = z.object({ franchise: z.string(), totalOrders: z.number(), totalPoints: z.number(), totalProducts: z.number() });
export type KpiFranchiseRow = z.infer<typeof kpiFranchiseRowSchema>;

export const kpiCustomerRowSchema = z.object({
  customerId: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  statusPreviousYear: z.number(),
  statusCurrentYear: z.number(),
  revenuePreviousYear: z.number(),
  revenueCurrentYear: z.number(),
  totalPoints: z.number(),
  forecastPoints: z.number(),
  /** Which rule made the status of the year (issue 33): the customer's own sales, its buying group's volume, or a manual status. */
  tierRule: z.enum(['own', 'group', 'manual']),
});
export type KpiCustomerRow = z.infer<typeof kpiCustomerRowSchema>;

export const kpiProvisionFranchiseSchema = z.object({
  franchise: z.string(),
  projectedPoint: z.number(),
  /** The franchise's previous-year percentage (ManualCogs:<franchise>), ManualCogs when it has none. */
  percantagePreviousYear: z.number(),
  percantageCurrentYear: z.number(),
  /** Projected contribution in euros (one point is one euro of list price). */
  contribution: z.number(),
  /** Projected cost of the free products, euros, at the rate in force. */
  cogs: z.number(),
  /** contribution − cogs. */
  provision: z.number(),
});
export const kpiProvisionsSchema = z.object({
  year: z.number(),
  franchises: z.array(kpiProvisionFranchiseSchema),
  totalPointsProjected: z.number(),
  totalContribution: z.number(),
  totalCogs: z.number(),
  totalProvision: z.number(),
  manualCogs: z.number(),
  calculatedCogs: z.number(),
  useCurrentYear: z.boolean(),
  /** Which « Actif » box is ticked: the programme's rate in force is then manualCogs or calculatedCogs. */
  activeCogs: z.enum(ACTIVE_COGS),
  rateInForce: z.number(),
});
export type KpiProvisions = z.infer<typeof kpiProvisionsSchema>;

/** One row of « Commandes One Stryker »: one product line of a confirmed programme order (18 columns). */
export const kpiOrderDetailSchema = z.object({
  customerNumber: z.string(),
  customerName: z.string(),
  orderNumber: z.string(),
  franchiseGroup: z.string(),
  franchise: z.string(),
  subFranchise: z.string(),
  category: z.string(),
  reference: z.string(),
  designation: z.string(),
  packContent: z.number(),
  unitPrice: z.number(),
  quantity: z.number(),
  totalPrice: z.number(),
  unitCost: z.number(),
  totalCost: z.number(),
  savings: z.number(),
  marginPercent: z.number(),
  orderDate: z.string(),
});
export type KpiOrderDetail = z.infer<typeof kpiOrderDetailSchema>;

export const KPI_ORDER_SORT_FIELDS = [
  'orderDate',
  'customerNumber',
  'customerName',
  'orderNumber',
  'franchise',
  'reference',
  'quantity',
  'totalPrice',
  'totalCost',
  'savings',
  'marginPercent',
] as const;
export const kpiOrdersListSpec: ListSpec<(typeof KPI_ORDER_SORT_FIELDS)[number]> = {
  sortable: KPI_ORDER_SORT_FIELDS,
  defaultOrder: { field: 'orderDate', direction: 'desc' },
  pageSize: KPI_PAGE_SIZE,
};
export const kpiOrdersQuerySchema = listQuerySchemaFor(kpiOrdersListSpec);

/** One month of the points-liability statement (points; euros = points × rate / 100). */
export const kpiLiabilityMonthSchema = z.object({
  month: z.number(),
  opening: z.number(),
  issued: z.number(),
  redeemed: z.number(),
  expired: z.number(),
  adjustments: z.number(),
  closing: z.number(),
});
export type KpiLiabilityMonth = z.infer<typeof kpiLiabilityMonthSchema>;
export const kpiLiabilitySchema = z.object({
  year: z.number(),
  /** COGS percentage in force, the euro value of a point being rate / 100. */
  rate: z.number(),
  months: z.array(kpiLiabilityMonthSchema),
  customers: z.array(z.object({ customerId: z.string(), customerNumber: z.string(), customerName: z.string(), months: z.array(kpiLiabilityMonthSchema) })),
});
export type KpiLiability = z.infer<typeof kpiLiabilitySchema>;
export const KPI_LIABILITY_COLUMNS = ['opening', 'issued', 'redeemed', 'expired', 'adjustments', 'closing'] as const;
export type KpiLiabilityColumn = (typeof KPI_LIABILITY_COLUMNS)[number];
