import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateFr, type ClaimEvent } from '@portail/common';
import { useT } from '../../../i18n/use-t';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
});

/** The claim's events, oldest first, each with who acted and what they wrote. */
export function ClaimHistory({ events }: { events: readonly ClaimEvent[] }) {
  const styles = useStyles();
  const t = useT();
  return (
    <ol className={styles.list} aria-label={t('claims.history')}>
      {events.map((e, i) => (
        <li key={`${e.at}-${i}`}>
          <Caption1>{t('claims.event-by', { date: formatDateFr(e.at), action: t(`claims.event.${e.action}`), by: e.byName })}</Caption1>
          {e.text && <div className={styles.text}>{e.text}</div>}
        </li>
      ))}
    </ol>
  );
}
