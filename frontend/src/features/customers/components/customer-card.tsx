import { Badge, Body1, Button, Caption1, Card, CardHeader, Image, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useT } from '../../../i18n/use-t';

const useStyles = makeStyles({
  card: { height: '100%', minHeight: '200px', justifyContent: 'space-between' },
  current: { outline: `${tokens.strokeWidthThick} solid ${tokens.colorCompoundBrandStroke}` },
  logo: { height: '64px', maxWidth: '160px', objectFit: 'contain' },
  // Kept on one line: squeezed beside a long name it wrapped out of its pill.
  badge: { whiteSpace: 'nowrap', flexShrink: 0 },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** What a card shows of a customer: the portal's own record or a row of the staff's customer search. */
export interface CustomerCardItem {
  id: string;
  name: string;
  number: string;
  city: string;
  status: number;
  logo?: string | null;
}

export function CustomerCard({ customer, current, onChoose }: { customer: CustomerCardItem; current: boolean; onChoose: () => void }) {
  const styles = useStyles();
  const t = useT();
  return (
    <Card className={mergeClasses(styles.card, current && styles.current)} aria-current={current ? 'true' : undefined}>
      {customer.logo && <Image className={styles.logo} src={customer.logo} alt="" />}
      <CardHeader
        header={<Subtitle2 as="h2">{customer.name}</Subtitle2>}
        description={<Caption1>{customer.city}</Caption1>}
        action={
          current ? (
            <Badge className={styles.badge} appearance="tint">
              {t('select-customer.current')}
            </Badge>
          ) : undefined
        }
      />
      <div className={styles.details}>
        <Body1>{t('select-customer.number', { number: customer.number })}</Body1>
        <Body1>{t('select-customer.status', { status: customer.status })}</Body1>
      </div>
      <Button
        appearance={current ? 'secondary' : 'primary'}
        onClick={onChoose}
        aria-label={t(current ? 'select-customer.keep' : 'select-customer.choose', { name: customer.name })}
      >
        {t(current ? 'select-customer.keep-short' : 'select-customer.choose-short')}
      </Button>
    </Card>
  );
}
