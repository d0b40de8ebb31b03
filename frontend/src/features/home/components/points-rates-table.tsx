import { POINT_CATEGORIES, POINT_RATES, type MessageKey, type PointCategory } from '@portail/common';
import { PlainTable } from '../../../components/plain-table';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';

const CATEGORY_LABEL: Record<PointCategory, MessageKey> = {
  capital: 'rates.capital',
  procare: 'rates.procare',
  consommable: 'rates.consommable',
  implant: 'rates.implant',
};

/** Points per 100 € by status (spec §9), read from the shared rules so the table never disagrees with the API. */
export function PointsRatesTable() {
  const t = useT();
  return (
    <SectionCard title={t('rates.title')}>
      <PlainTable
        caption={t('rates.caption')}
        headers={[t('rates.category'), ...[1, 2, 3, 4].map((s) => t('home.status', { status: s }))]}
        rows={POINT_CATEGORIES.map((category) => ({ key: category, cells: [t(CATEGORY_LABEL[category]), ...POINT_RATES[category]] }))}
      />
    </SectionCard>
  );
}
