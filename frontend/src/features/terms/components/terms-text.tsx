import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { formatDateFr, type TermsVersion } from '@portail/common';
import { useT } from '../../../i18n/use-t';

const useStyles = makeStyles({
  text: {
    maxHeight: '50vh',
    overflowY: 'auto',
    whiteSpace: 'pre-wrap',
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  // Read again, the text has the dialog to itself: no introduction above it.
  tall: { maxHeight: '60vh' },
});

/** A terms version as both terms dialogs show it: its number and date, then its text to scroll. */
export function TermsText({ terms, withChanges = false, tall = false }: { terms: TermsVersion; withChanges?: boolean; tall?: boolean }) {
  const styles = useStyles();
  const t = useT();
  return (
    <>
      <Caption1>
        {t('terms.version', { version: terms.versionNumber, date: formatDateFr(terms.versionDate) })}
        {withChanges && terms.changeDescription && ` — ${t('terms.changes', { changes: terms.changeDescription })}`}
      </Caption1>
      {/* Plain text on purpose: the version text is never interpreted as HTML. Focusable so it can be scrolled by keyboard. */}
      <div className={mergeClasses(styles.text, tall && styles.tall)} tabIndex={0} role="document" aria-label={t('terms.title')}>
        {terms.fullText}
      </div>
    </>
  );
}
