import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../i18n/use-t';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});

/** Shown while a lazily loaded page arrives. */
export function PageSpinner() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <Spinner label={t('app.loading')} />
    </div>
  );
}
