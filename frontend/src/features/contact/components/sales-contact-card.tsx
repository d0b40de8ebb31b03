import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { PersonSupportRegular } from '@fluentui/react-icons';
import type { Customer } from '@portail/common';
import { SectionCard } from '../../../components/section-card';
import { useT } from '../../../i18n/use-t';
import { useAppConfig } from '../../config/config-context';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  icon: { fontSize: '40px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/**
 * The customer's exclusive sales contact. The API gives only the contact's user id (fK_UniqueContact),
 * not a name or address, so the card says who answers rather than naming them.
 */
export function SalesContactCard({ customer }: { customer: Customer | null }) {
  const styles = useStyles();
  const t = useT();
  const { providerLabel } = useAppConfig();
  return (
    <SectionCard title={t('contact.card-title')}>
      <div className={styles.row}>
        <PersonSupportRegular className={styles.icon} aria-hidden />
        <div className={styles.text}>
          <Body1>{t(customer?.fK_UniqueContact ? 'contact.card-exclusive' : 'contact.card-team', { provider: providerLabel })}</Body1>
          {customer && <Caption1>{t('contact.card-customer', { name: customer.name, number: customer.number })}</Caption1>}
        </div>
      </div>
    </SectionCard>
  );
}
