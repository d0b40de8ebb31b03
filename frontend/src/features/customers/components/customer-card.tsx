import { Body1, Button, Caption1, Card, CardHeader, Image, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { Customer } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { customerStatus } from '../customer-status';

const useStyles = makeStyles({
  card: { height: '100%', minHeight: '220px', justifyContent: 'space-between' },
  logo: { height: '64px', maxWidth: '160px', objectFit: 'contain' },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

export function CustomerCard({ customer, onChoose }: { customer: Customer; onChoose: (customer: Customer) => void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <Card className={styles.card}>
      {customer.logo && <Image className={styles.logo} src={customer.logo} alt="" />}
      <CardHeader header={<Subtitle2 as="h2">{customer.name}</Subtitle2>} description={<Caption1>{customer.city}</Caption1>} />
      <div className={styles.details}>
        <Body1>{t('select-customer.number', { number: customer.number })}</Body1>
        <Body1>{t('select-customer.status', { status: customerStatus(customer) })}</Body1>
      </div>
      <Button appearance="primary" onClick={() => onChoose(customer)} aria-label={t('select-customer.choose', { name: customer.name })}>
        {t('select-customer.choose-short')}
      </Button>
    </Card>
  );
}
