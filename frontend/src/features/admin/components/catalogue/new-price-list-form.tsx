import { useState } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { formatDay, frenchDaySchema, priceListName, type Contract } from '@portail/common';
import { DateInput } from '../../../../components/date-input';
import { useNotify, useNotifyFailure } from '../../../../components/notify';
import { useLocalise, useT } from '../../../../i18n/use-t';
import { createPriceList } from '../../api/back-office';

const useStyles = makeStyles({
  create: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** A new list of the contract: its name (the contract's by default) and its dates, typed jj/mm/aaaa. */
export function NewPriceListForm({ customerId, contract, onCreated }: { customerId: string; contract: Contract; onCreated: () => void }) {
  const styles = useStyles();
  const t = useT();
  const localise = useLocalise();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [name, setName] = useState('');
  const [start, setStart] = useState(formatDay(iso(new Date())));
  const [end, setEnd] = useState(formatDay(`${new Date().getFullYear() + 1}-01-15`));
  const [dateProblems, setDateProblems] = useState<{ start?: string; end?: string }>({});

  const create = async () => {
    // The boxes hold jj/mm/aaaa (DateInput): both are read, and both wrong ones are shown, before sending.
    const startDay = frenchDaySchema.safeParse(start);
    const endDay = frenchDaySchema.safeParse(end);
    setDateProblems({ start: startDay.error?.issues[0].message, end: endDay.error?.issues[0].message });
    if (!startDay.success || !endDay.success) return;
    try {
      await createPriceList({
        fK_Customer: customerId,
        fK_Contract: contract.id,
        name: priceListName(name || contract.name, startDay.data, endDay.data),
        startDate: startDay.data,
        endDate: endDay.data,
      });
      notify.success(t('success.price-list-create'));
      setName('');
      onCreated();
    } catch (cause) {
      notifyFailure(cause, { fallback: 'alert.error.price-list' });
    }
  };
  return (
    <div className={styles.create}>
      <Field label={t('priceList.name')}>
        <Input value={name} maxLength={200} placeholder={contract.name} onChange={(_, d) => setName(d.value)} />
      </Field>
      <Field label={t('priceList.start')} validationMessage={dateProblems.start && localise(dateProblems.start)}>
        <DateInput value={start} onChange={setStart} />
      </Field>
      <Field label={t('priceList.end')} validationMessage={dateProblems.end && localise(dateProblems.end)}>
        <DateInput value={end} onChange={setEnd} />
      </Field>
      <Button appearance="primary" onClick={() => void create()}>
        {t('priceList.new')}
      </Button>
    </div>
  );
}
