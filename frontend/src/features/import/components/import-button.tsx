import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/use-t';
import type { ImportTable } from '@portail/common';
import { ImportDialog, type ImportDialogProps } from './import-dialog';

/**
 * The « Importer » button of a list that has an import (products, stryker commands, a customer's price
 * lists) and its dialog, the list's table chosen: a list without an import of its own shows no button.
 */
export function ImportButton({ onDone, ...context }: Pick<ImportDialogProps, 'customerId' | 'priceListId'> & { table: ImportTable; onDone?: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ArrowUploadRegular />} onClick={() => setOpen(true)}>
        {t('import.open')}
      </Button>
      <ImportDialog {...context} open={open} onClose={() => setOpen(false)} onFinished={onDone} />
    </>
  );
}
