import { Body1, Card, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Page } from '../../../components/page';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../auth/session-store';
import { customerStatus } from '../../customers/customer-status';
import { TermsGate } from '../../terms/components/terms-dialog';

const useStyles = makeStyles({
  welcome: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalXL },
});

/** Home: the welcome block is here; the figure cards and charts come with the home-dashboard issue. */
export default function HomePage() {
  const styles = useStyles();
  const t = useT();
  const { user, customer } = useSession();

  return (
    <Page title={t('home.welcome', { name: user?.firstName ?? '' }).trim()}>
      {customer && (
        <Card className={styles.welcome}>
          <Subtitle1 as="h2">{t('home.customer', { name: customer.name })}</Subtitle1>
          <Body1>{t('home.status', { status: customerStatus(customer) })}</Body1>
        </Card>
      )}
      <Body1>{t('app.placeholder')}</Body1>
      <TermsGate />
    </Page>
  );
}
