import type { ReactNode, Ref } from 'react';
import { Card, Text, makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL, minWidth: 0 },
  // Subtitle2 typography on Text, which (unlike the Subtitle2 preset's typing) takes a ref.
  title: typographyStyles.subtitle2,
});

interface SectionCardProps {
  title: string;
  children: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
  /** Given when the page moves the focus to the title (e.g. after the item that had it was removed). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A titled card; the title is a real heading so screen-reader users can jump between cards. */
export function SectionCard({ title, children, className, headingLevel = 'h2', headingRef }: SectionCardProps) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, className)}>
      <Text as={headingLevel} className={styles.title} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </Text>
      {children}
    </Card>
  );
}
