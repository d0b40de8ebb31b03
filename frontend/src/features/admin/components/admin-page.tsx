import { useMemo, useState } from 'react';
import { Body1, Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger, Subtitle1, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { ReferenceItem } from '@portail/common';
import { Page } from '../../../components/page';
import { ResourceListPage } from '../../../components/resource/resource-list-page';
import type { ResourceDefinition } from '../../../components/resource/resource-definition';
import { useLanguage, useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { useAppConfig } from '../../config/config-context';
import { AccessDeniedBoundary } from '../../back-office/components/access-denied';
import { initialLayout, mainTabLabel, promote, referenceListOf, type AdminTabKey } from '../admin-tabs';
import { referenceListDefinition } from './reference-list-definition';
import { MAIN_TAB_PANELS } from './tab-panels';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // Eight tabs do not fit a phone: they scroll sideways rather than push the « Plus » menu away.
  // Fluent's TabList does not shrink by itself (it was 937 px wide in a 390 px page): it is told to.
  tabs: { overflowX: 'auto', minWidth: 0, flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  more: { flexShrink: 0 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalM },
});

const tabId = (key: AdminTabKey) => `admin-tab-${key}`;

/** The admin view of spec §2: main tabs, the « Plus » menu of the name-only lists, and the chosen screen. */
export default function AdminPage() {
  const styles = useStyles();
  const t = useT();
  const { language } = useLanguage();
  const { providerLabel } = useAppConfig();
  const { isAdmin } = useSession();
  const [layout, setLayout] = useState(() => initialLayout(isAdmin));
  const [selected, setSelected] = useState<AdminTabKey>(layout.main[0]);

  const labelOf = (key: AdminTabKey): string => {
    const list = referenceListOf(key);
    if (list) return language === 'en' ? list.labelEn : list.label;
    const label = mainTabLabel(key);
    return label ? t(label, { provider: providerLabel }) : key;
  };

  const choose = (key: AdminTabKey) => {
    setLayout((current) => promote(current, key));
    setSelected(key);
  };

  const list = referenceListOf(selected);
  const definition = useMemo<ResourceDefinition<ReferenceItem> | null>(
    () => (list ? referenceListDefinition(list, language, t, isAdmin) : null),
    [list, language, t, isAdmin],
  );

  return (
    <Page title={t('page.admin')}>
      <div className={styles.bar}>
        <TabList
          className={styles.tabs}
          selectedValue={selected}
          onTabSelect={(_, data) => setSelected(data.value as AdminTabKey)}
          aria-label={t('admin.sections')}
        >
          {layout.main.map((key) => (
            <Tab key={key} value={key} id={tabId(key)}>
              {labelOf(key)}
            </Tab>
          ))}
        </TabList>
        <Menu>
          <MenuTrigger disableButtonEnhancement>
            <MenuButton appearance="subtle" className={styles.more} aria-label={t('admin.more-label')}>
              {t('admin.more')}
            </MenuButton>
          </MenuTrigger>
          <MenuPopover>
            <MenuList>
              {layout.more.map((key) => (
                <MenuItem key={key} onClick={() => choose(key)}>
                  {labelOf(key)}
                </MenuItem>
              ))}
            </MenuList>
          </MenuPopover>
        </Menu>
      </div>
      <div role="tabpanel" aria-labelledby={tabId(selected)} className={styles.panel}>
        {/* Keyed by tab: a list the API refuses says so in its panel, and the next tab starts afresh. */}
        <AccessDeniedBoundary key={selected} level="section">
          {definition ? (
            // A key per list: changing tab starts again on page 1 with an empty search (spec §2).
            <ResourceListPage key={selected} definition={definition} />
          ) : MAIN_TAB_PANELS[selected] ? (
            <div key={selected}>{MAIN_TAB_PANELS[selected]({ canWrite: isAdmin })}</div>
          ) : (
            <>
              <Subtitle1 as="h2">{labelOf(selected)}</Subtitle1>
              <Body1>{t('app.placeholder')}</Body1>
            </>
          )}
        </AccessDeniedBoundary>
      </div>
    </Page>
  );
}
