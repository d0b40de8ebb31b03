import { useState, type ComponentType } from 'react';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageKey } from '@portail/common';
import { Page } from '../../../components/page';
import { useT } from '../../../i18n/use-t';
import { useAppConfig } from '../../config/config-context';
import { ClientsTab } from './clients-tab';
import { DivisionsTab } from './divisions-tab';
import { GroupsTab } from './groups-tab';
import { LiabilityTab } from './liability-tab';
import { OrdersTab } from './orders-tab';
import { ProvisionsTab } from './provisions-tab';
import { StatisticsTab } from './statistics-tab';

const useStyles = makeStyles({
  // Stacked on a narrow screen, the panel takes the screen's width and no more (stretched, not its content's width):
  // a wide table then scrolls inside its box instead of widening the page.
  layout: {
    display: 'flex',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'flex-start',
    '@media (max-width: 800px)': { flexDirection: 'column', alignItems: 'stretch' },
  },
  tabs: { flexShrink: 0 },
  panel: { flexGrow: 1, minWidth: 0, maxWidth: '100%' },
});

const TABS = [
  ['statistics', 'kpi.tab.statistics', StatisticsTab],
  ['divisions', 'kpi.tab.divisions', DivisionsTab],
  ['clients', 'kpi.tab.clients', ClientsTab],
  ['groups', 'kpi.tab.groups', GroupsTab],
  ['orders', 'kpi.tab.orders', OrdersTab],
  ['provisions', 'kpi.tab.provisions', ProvisionsTab],
  ['liability', 'kpi.tab.liability', LiabilityTab],
] as const satisfies readonly (readonly [string, MessageKey, ComponentType])[];
type TabKey = (typeof TABS)[number][0];

/** /kpi (back-office.md section 2): vertical tabs; each tab loads its own data when it is chosen. */
export default function KpiPage() {
  const styles = useStyles();
  const t = useT();
  const { providerLabel } = useAppConfig();
  const [selected, setSelected] = useState<TabKey>('statistics');
  const [, label, Content] = TABS.find(([key]) => key === selected)!;
  return (
    <Page title={t('page.kpi')} wide>
      <div className={styles.layout}>
        <TabList
          vertical
          className={styles.tabs}
          selectedValue={selected}
          onTabSelect={(_, data) => setSelected(data.value as TabKey)}
          aria-label={t('kpi.sections')}
        >
          {TABS.map(([key, tabLabel]) => (
            <Tab key={key} value={key} id={`kpi-tab-${key}`}>
              {t(tabLabel, { provider: providerLabel })}
            </Tab>
          ))}
        </TabList>
        <div role="tabpanel" aria-labelledby={`kpi-tab-${selected}`} aria-label={t(label, { provider: providerLabel })} className={styles.panel}>
          <Content />
        </div>
      </div>
    </Page>
  );
}
