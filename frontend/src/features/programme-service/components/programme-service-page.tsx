import { useState } from 'react';
import { Badge, Body1, Button, Card, CardHeader, Subtitle2, makeStyles, mergeClasses, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { Page } from '../../../components/page';
import { RouterLink } from '../../../components/router-link';
import { useT } from '../../../i18n/use-t';
import { usePaths } from '../../config/config-context';
import { useSession } from '../../auth/session-store';
import { customerStatus } from '../../customers/customer-status';
import { BENEFITS, isAvailable, type Benefit } from '../benefits';
import { ServiceDialog } from './service-dialog';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%', padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { opacity: 0.7 },
  footer: { marginTop: 'auto' },
});

export default function ProgrammeServicePage() {
  const styles = useStyles();
  const t = useT();
  const paths = usePaths();
  const { customer } = useSession();
  const status = customer ? customerStatus(customer) : 0;
  const [open, setOpen] = useState<Benefit | null>(null);
  // The service dialog opens without a DialogTrigger: closing it puts the focus back on the button that opened it.
  const restoreFocusTarget = useRestoreFocusTarget();

  const badgeOf = (b: Benefit) => {
    if (b.availability === 'points') return <Badge color="brand">{t('benefit.payable')}</Badge>;
    return isAvailable(b, status) ? <Badge color="success">{t('service.available')}</Badge> : <Badge color="subtle">{t('benefit.statuses-3-4')}</Badge>;
  };

  return (
    <Page title={t('page.service')}>
      <Body1 as="p">{t('service.intro', { status })}</Body1>
      <ul className={styles.grid} aria-label={t('benefit.title')}>
        {BENEFITS.map((b) => (
          <li key={b.id}>
            <Card className={mergeClasses(styles.card, !isAvailable(b, status) && styles.muted)}>
              <CardHeader header={<Subtitle2 as="h2">{t(b.name)}</Subtitle2>} action={badgeOf(b)} />
              <Body1>{t(b.text)}</Body1>
              {!isAvailable(b, status) && <Body1>{t('service.unavailable', { status })}</Body1>}
              <div className={styles.footer}>
                {b.code ? (
                  <Button appearance="primary" onClick={() => setOpen(b)} {...restoreFocusTarget}>
                    {t('service.learn', { name: t(b.name) })}
                  </Button>
                ) : (
                  <RouterLink to={paths.contact}>{t('service.contact')}</RouterLink>
                )}
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ServiceDialog benefit={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
