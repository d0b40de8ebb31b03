import type { ReactNode } from 'react';
import { Card, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, minWidth: 0 },
});

/** A titled card; the title is a real heading so screen-reader users can jump between cards. */
export function SectionCard({ title, children, className, headingLevel = 'h2' }: { title: string; children: ReactNode; className?: string; headingLevel?: 'h2' | 'h3' }) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, className)}>
      <Subtitle2 as={headingLevel}>{title}</Subtitle2>
      {children}
    </Card>
  );
}
