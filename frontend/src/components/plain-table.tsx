import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { width: '100%', borderCollapse: 'collapse', ...typographyStyles.body1 },
  small: { ...typographyStyles.caption1 },
  head: {
    textAlign: 'start',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    // A phone's width: tighter cells, so that the table fits instead of scrolling sideways.
    '@media (max-width: 480px)': { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}` },
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  cell: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    verticalAlign: 'top',
    '@media (max-width: 480px)': { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalXS}` },
  },
  // The row's name stays in view while a wide table scrolls sideways; its own background hides what passes under.
  sticky: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `inset -${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}`,
  },
});

interface PlainTableProps {
  caption: string;
  headers: ReactNode[];
  rows: { key: string | number; cells: ReactNode[]; className?: string }[];
  size?: 'medium' | 'small';
  cellClassName?: (row: number, column: number) => string | undefined;
  /** A column's heading, aligned like its cells (a figure's heading over the figures' end). */
  headerClassName?: (column: number) => string | undefined;
  /**
   * Keeps the first column in view when the table scrolls sideways (wide tables); the scrolling box is then a
   * named region a keyboard user can focus and scroll with the arrow keys.
   */
  stickyFirstColumn?: boolean;
}

/**
 * A read-only table in native elements with Fluent tokens. Home uses it instead of the Fluent Table
 * components to keep the first download of the home page within its budget.
 */
export function PlainTable({ caption, headers, rows, size = 'medium', cellClassName, headerClassName, stickyFirstColumn = false }: PlainTableProps) {
  const styles = useStyles();
  return (
    <div className={styles.scroll} {...(stickyFirstColumn ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}>
      <table className={mergeClasses(styles.table, size === 'small' && styles.small)} aria-label={caption}>
        <thead>
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col" className={mergeClasses(styles.head, stickyFirstColumn && i === 0 && styles.sticky, headerClassName?.(i))}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={row.key} className={row.className}>
              {row.cells.map((cell, c) => (
                <td key={c} className={mergeClasses(styles.cell, stickyFirstColumn && c === 0 && styles.sticky, cellClassName?.(r, c))}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
