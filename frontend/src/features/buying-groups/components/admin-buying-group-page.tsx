import { Body1, Caption1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { displayStatus, formatEuroRoundedUp, formatInteger, formatPoints, type User } from '@portail/common';
import { useParams } from 'react-router';
import useSWR from 'swr';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { apiRequest } from '../../../lib/api-client';
import { buyingGroupHomeKey, useBuyingGroupHome } from '../api/buying-group-home';
import { GroupMembersTable } from './group-members-table';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  figure: { color: tokens.colorBrandForeground1 },
  note: { color: tokens.colorNeutralForeground2 },
  users: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * A buying group in the back office (issue 33), opened from the customers list: its figures of the year, its
 * members with their tier and the rule it came from, and its contact users (its group buyers).
 */
export default function AdminBuyingGroupPage() {
  const styles = useStyles();
  const t = useT();
  const { id = '' } = useParams();
  const { data, error, mutate } = useBuyingGroupHome(id);
  const users = useSWR(`${buyingGroupHomeKey(id).replace(/\/home$/, '')}/users`, (key: string) => apiRequest<User[]>(key));

  if (error)
    return (
      <Page title={t('group.members')}>
        <Body1 role="alert">{t('group.error')}</Body1>
      </Page>
    );
  if (!data) return <PageSpinner onRetry={() => void mutate()} />;
  const { totals, year } = data;
  return (
    <Page title={t('group.title', { name: data.name })}>
      <div className={styles.grid}>
        <SectionCard title={t('group.card.sales', { year })}>
          <Title3 as="p" className={styles.figure}>
            {formatEuroRoundedUp(totals.revenueCurrentYear)}
          </Title3>
          <Caption1 className={styles.note}>
            {t('group.card.sales', { year: year - 1 })} : {formatEuroRoundedUp(totals.revenuePreviousYear)}
          </Caption1>
        </SectionCard>
        <SectionCard title={t('group.card.volume')}>
          <Title3 as="p" className={styles.figure}>
            {formatEuroRoundedUp(totals.groupVolume)}
          </Title3>
          <Caption1 className={styles.note}>{t('group.tier', { status: displayStatus(data.groupTier.tierFromVolume) })}</Caption1>
        </SectionCard>
        <SectionCard title={t('group.card.points')}>
          <Title3 as="p" className={styles.figure}>
            {formatPoints(totals.totalPoints)}
          </Title3>
          <Caption1 className={styles.note}>
            {t('group.card.forecast')} : {formatPoints(totals.forecastPoints)}
          </Caption1>
        </SectionCard>
        <SectionCard title={t('group.card.members')}>
          <Title3 as="p" className={styles.figure}>
            {formatInteger(totals.members)}
          </Title3>
        </SectionCard>
      </div>
      <SectionCard title={t('group.contacts')}>
        {users.data && users.data.length > 0 ? (
          <ul className={styles.users}>
            {users.data.map((u) => (
              <li key={u.id}>
                <Body1>{`${u.name} – ${u.email}${u.active ? '' : ` (${t('group.contact-inactive')})`}`}</Body1>
              </li>
            ))}
          </ul>
        ) : (
          <Body1>{users.error ? t('group.error') : users.data ? t('group.no-contact') : ''}</Body1>
        )}
      </SectionCard>
      <SectionCard title={t('group.members')}>
        {data.members.length === 0 ? <Body1>{t('group.empty', { year })}</Body1> : <GroupMembersTable year={year} members={data.members} />}
      </SectionCard>
    </Page>
  );
}
