import { Button, Tooltip } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, DeleteRegular, EditRegular, InfoRegular } from '@fluentui/react-icons';
import { useT } from '../../../../i18n/use-t';

/** Row buttons of the back office's own screens, each named for screen readers by its tooltip. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useT();
  return (
    <Tooltip content={t('resource.edit', { name })} relationship="label">
      <Button appearance="subtle" icon={<EditRegular />} onClick={onClick} />
    </Tooltip>
  );
}

export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useT();
  return (
    <Tooltip content={t('resource.delete', { name })} relationship="label">
      <Button appearance="subtle" icon={<DeleteRegular />} onClick={onClick} />
    </Tooltip>
  );
}

export function DetailsButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useT();
  return (
    <Tooltip content={`${t('bo.details')} « ${name} »`} relationship="label">
      <Button appearance="subtle" icon={<InfoRegular />} onClick={onClick} />
    </Tooltip>
  );
}

/** Shows or hides a row's details; one row at a time is expanded (the screen keeps which). */
export function ExpandButton({ name, open, onToggle, controls }: { name: string; open: boolean; onToggle: () => void; controls: string }) {
  const t = useT();
  return (
    <Button
      appearance="subtle"
      icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={t(open ? 'bo.collapse' : 'bo.expand', { name })}
      onClick={onToggle}
    />
  );
}
