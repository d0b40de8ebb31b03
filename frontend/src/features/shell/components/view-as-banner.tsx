import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowExitRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router';
import type { Customer } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { usePaths } from '../../config/config-context';
import { clearCustomer, useSession } from '../../auth/session-store';

const useStyles = makeStyles({
  root: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL} 0` },
});

/**
 * « Voir comme »: staff reading a customer's portal are told so on every page, and are given the way back.
 * Leaving forgets the customer (header, cart badge, logo target) and lands on the back office.
 */
export default function ViewAsBanner({ customer }: { customer: Customer }) {
  const styles = useStyles();
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  // A group buyer came from its group's home, and goes back there.
  const { isGroupBuyer } = useSession();

  const leave = () => {
    clearCustomer();
    void navigate(isGroupBuyer ? paths.buyingGroup : paths.admin);
  };

  return (
    <section className={styles.root} aria-label={t('view-as.region')}>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{t('view-as.banner', { customer: customer.name })}</MessageBarTitle>
          {t(isGroupBuyer ? 'view-as.read-only-group' : 'view-as.read-only')}
        </MessageBarBody>
        <MessageBarActions>
          <Button appearance="primary" icon={<ArrowExitRegular />} onClick={leave}>
            {t(isGroupBuyer ? 'view-as.back-group' : 'view-as.back')}
          </Button>
        </MessageBarActions>
      </MessageBar>
    </section>
  );
}
