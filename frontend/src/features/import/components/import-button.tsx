import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useT } from '../../../i18n/use-t';
import { ImportDialog, type ImportDialogProps } from './import-dialog';

/** The « Importer » button of a list (products, stryker commands, customers' price lists) and its dialog. */
export function ImportButton({ onDone, ...context }: Pick<ImportDialogProps, 'table' | 'customerId' | 'priceListId'> & { onDone?: () => void }) {
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
