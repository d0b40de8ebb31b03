import { Body1, Caption1, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { PersonSupportRegular } from '@fluentui/react-icons';
import type { Customer } from '@portail/common';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { useUserInfos } from '../../auth/api/user-infos';
import { useAppConfig } from '../../config/config-context';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  email: { overflowWrap: 'anywhere' },
});

/**
 * The customer's sales contact: the exclusive contact's name and e-mail (customer.salesContact, public
 * details only), or the provider's sales team and its generic address. The contact is read from the
 * user's current customer list, so a change made by the back office shows without choosing the customer
 * again; the stored customer is the fallback while the list loads.
 */
export function SalesContactCard({ customer }: { customer: Customer | null }) {
  const styles = useStyles();
  const t = useT();
  const { providerLabel } = useAppConfig();
  const { data } = useUserInfos(customer !== null);
  const current = (customer && data?.customers.find((c) => c.id === customer.id)) || customer;
  // A customer stored before the field existed has no salesContact: the team text alone is shown.
  const contact = current?.salesContact;
  const exclusive = contact?.exclusive === true;
  const name = exclusive ? `${contact.firstName ?? ''} ${contact.lastName ?? ''}`.trim() : t('contact.card-team-name', { provider: providerLabel });
  return (
    <SectionCard title={t('contact.card-title')}>
      <div className={styles.row} data-testid="sales-contact-card">
        <PersonSupportRegular className={styles.icon} aria-hidden />
        <div className={styles.text}>
          <Subtitle2 as="p" data-testid="sales-contact-name">
            {name}
          </Subtitle2>
          <Body1>{t(exclusive ? 'contact.card-exclusive' : 'contact.card-team', { provider: providerLabel })}</Body1>
          {contact?.email && (
            <Link className={styles.email} href={`mailto:${contact.email}`} aria-label={t('contact.card-email', { name, email: contact.email })}>
              {contact.email}
            </Link>
          )}
          {current && <Caption1>{t('contact.card-customer', { name: current.name, number: current.number })}</Caption1>}
        </div>
      </div>
    </SectionCard>
  );
}
