import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useT } from '../i18n/use-t';

const useStyles = makeStyles({
  page: { minWidth: '40px' },
  root: { display: 'flex', alignItems: 'center', justifyContent: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/** Page numbers shown around the current one: at most `visible` (5 per spec §9). */
function pageWindow(current: number, total: number, visible = 5): number[] {
  const count = Math.min(visible, total);
  const start = Math.max(1, Math.min(current - Math.floor(visible / 2), total - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}

export function Pager({ page, totalPages, onChange, label }: PagerProps) {
  const styles = useStyles();
  const t = useT();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.root} aria-label={label}>
      <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('list.previous-page')} disabled={page <= 1} onClick={() => onChange(page - 1)} />
      {pageWindow(page, totalPages).map((n) => (
        <Button
          key={n}
          className={styles.page}
          appearance={n === page ? 'primary' : 'subtle'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('list.page', { page: n })}
          onClick={() => onChange(n)}
        >
          {n}
        </Button>
      ))}
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('list.next-page')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      />
    </nav>
  );
}
