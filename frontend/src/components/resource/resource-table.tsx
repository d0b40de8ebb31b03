import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { SortOrder } from '@portail/common';
import { useT } from '../../i18n/use-t';
import type { ResourceDefinition } from './resource-definition';

/** Below this width per column a cell's words are cut letter by letter: the table scrolls in its box instead. */
const COLUMN_MIN_PX = 110;

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  actionsHead: { width: '120px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  // An e-mail address is one word: at 390 px it ran over the name in the next column instead of wrapping.
  cell: { overflowWrap: 'anywhere' },
  // A number cut over two lines at 390 px (« 90382600132 / 2 ») reads as two numbers.
  oneLine: { whiteSpace: 'nowrap' },
});

interface ResourceTableProps<T extends { id: string }> {
  definition: ResourceDefinition<T>;
  items: readonly T[];
  order: SortOrder;
  onSort: (field: string) => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

/** The rows of a resource list; a sortable header carries aria-sort (set by Fluent from sortDirection). */
export function ResourceTable<T extends { id: string }>({ definition, items, order, onSort, onEdit, onDelete }: ResourceTableProps<T>) {
  const styles = useStyles();
  const t = useT();
  const { columns, canWrite, describe } = definition;
  // Readers who may not write still get the row's other actions (a commercial user's « voir en tant que »).
  const hasActions = canWrite || definition.rowActions !== undefined;
  return (
    <div className={styles.scroll}>
      {/* Fluent shares the width equally between the columns: at 390 px six columns each had 44 px, and a
          number ran over the name beside it. */}
      <Table sortable aria-label={definition.title} style={{ minWidth: `${columns.length * COLUMN_MIN_PX + (hasActions ? 120 : 0)}px` }}>
        <TableHeader>
          <TableRow>
            {columns.map((column) =>
              column.sortable ? (
                <TableHeaderCell
                  key={column.key}
                  sortDirection={order.field === column.key ? (order.direction === 'desc' ? 'descending' : 'ascending') : undefined}
                  onClick={() => onSort(column.key)}
                >
                  {column.label}
                </TableHeaderCell>
              ) : (
                <TableHeaderCell key={column.key} sortable={false}>
                  {column.label}
                </TableHeaderCell>
              ),
            )}
            {hasActions && (
              <TableHeaderCell sortable={false} className={styles.actionsHead}>
                {t('resource.actions')}
              </TableHeaderCell>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              {columns.map((column) => (
                <TableCell key={column.key} className={column.oneLine ? styles.oneLine : styles.cell}>
                  {column.render(item)}
                </TableCell>
              ))}
              {hasActions && (
                <TableCell>
                  <div className={styles.actions}>
                    {canWrite && (
                      <>
                        <Tooltip content={t('resource.edit', { name: describe(item) })} relationship="label">
                          <Button appearance="subtle" icon={<EditRegular />} onClick={() => onEdit(item)} />
                        </Tooltip>
                        <Tooltip content={t('resource.delete', { name: describe(item) })} relationship="label">
                          <Button appearance="subtle" icon={<DeleteRegular />} onClick={() => onDelete(item)} />
                        </Tooltip>
                      </>
                    )}
                    {definition.rowActions?.(item)}
                  </div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
