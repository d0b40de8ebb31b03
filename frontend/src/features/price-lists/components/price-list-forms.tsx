import { useState } from 'react';
import { Button, Combobox, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { formatDay, formatDecimal2, frenchDaySchema, priceListInputSchema, priceListPercentageSchema, type PriceList } from '@portail/common';
import { DateInput } from '../../../components/date-input';
import { useNotify, useNotifyFailure } from '../../../components/notify';
import { effectiveSearch, useDebounced } from '../../../components/use-debounced';
import { useFailureText, useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { applyPercentage, setPrice, updatePriceList, useProductChoices, type ListLines } from '../api/price-lists';

/** The forms of a price list's editor; each sends its change on the version of the list last read (If-Match). */

const useStyles = makeStyles({
  // Fields top-aligned: a message or a hint under one box lengthens its field downwards, never moving its box.
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start', flexWrap: 'wrap' },
  // A button level with the boxes: below the height of a field's label (its line and Fluent's three 2 px spacings).
  action: { marginTop: `calc(${tokens.lineHeightBase300} + 3 * ${tokens.spacingVerticalXXS})` },
  narrow: { width: '140px' },
  // Inside a narrow field the input keeps to its width instead of its 20 characters (it covered the button).
  fill: { width: '100%', minWidth: 0 },
  wide: { minWidth: '260px', flexGrow: 1 },
});

/** The first message of a refused input, as the schema words it (the API's are the same). */
function firstProblem(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }): { field: string; message: string } | null {
  if (result.success || !result.error) return null;
  const issue = result.error.issues[0];
  return { field: String(issue.path[0] ?? ''), message: issue.message };
}

/** The name and dates of a list: PUT /api/priceList/{id} on the version read. */
export function HeaderForm({ list, etag, onSaved }: { list: PriceList; etag: string; onSaved: () => void }) {
  const styles = useStyles();
  const t = useT();
  const failureText = useFailureText();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const [name, setName] = useState(list.name);
  const [start, setStart] = useState(formatDay(list.startDate));
  const [end, setEnd] = useState(formatDay(list.endDate));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const save = async () => {
    // The boxes hold jj/mm/aaaa: each is read into the API's day first, its own message if it is not one.
    const startDay = frenchDaySchema.safeParse(start);
    const endDay = frenchDaySchema.safeParse(end);
    const input = { fK_Customer: list.fK_Customer, fK_Contract: list.fK_Contract ?? '', name, startDate: startDay.data ?? '', endDate: endDay.data ?? '' };
    const refused = !startDay.success
      ? { field: 'startDate', message: startDay.error.issues[0].message }
      : !endDay.success
        ? { field: 'endDate', message: endDay.error.issues[0].message }
        : firstProblem(priceListInputSchema.safeParse(input));
    setProblem(refused);
    if (refused) return;
    try {
      await updatePriceList(list.id, input, etag);
      notify.success(t('priceLists.saved'));
      onSaved();
    } catch (cause) {
      if (cause instanceof ApiRequestError && cause.field) setProblem({ field: cause.field, message: failureText(cause) });
      else notifyFailure(cause, { fallback: 'alert.error.price-list' });
    }
  };
  const messageOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <form
      className={styles.form}
      aria-label={t('priceLists.header-form')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field className={styles.wide} label={t('priceList.name')} validationMessage={messageOf('name')} required>
        <Input value={name} maxLength={250} onChange={(_, d) => setName(d.value)} />
      </Field>
      {/* A box of its own width: a message under it wraps there rather than widening it and moving the row. */}
      <Field className={styles.narrow} label={t('priceList.start')} validationMessage={messageOf('startDate')} required>
        <DateInput className={styles.fill} value={start} onChange={setStart} />
      </Field>
      <Field className={styles.narrow} label={t('priceList.end')} validationMessage={messageOf('endDate')} required>
        <DateInput className={styles.fill} value={end} onChange={setEnd} />
      </Field>
      <Button className={styles.action} type="submit" appearance="primary">
        {t('priceLists.save-header')}
      </Button>
    </form>
  );
}

/** Every price of the list moved by one percentage, after the admin confirms by submitting. */
export function PercentageForm({ listId, etag, onDone }: { listId: string; etag: string; onDone: (next: ListLines) => void }) {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const [percent, setPercent] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const apply = async () => {
    const parsed = priceListPercentageSchema.safeParse({ percent });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0].message);
      return;
    }
    setProblem(undefined);
    try {
      onDone(await applyPercentage(listId, parsed.data.percent, etag));
      notify.success(t('priceLists.percentage-applied', { percent: formatDecimal2(parsed.data.percent) }));
      setPercent('');
    } catch (cause) {
      notifyFailure(cause, { fallback: 'alert.error.price-list' });
    }
  };
  return (
    <form
      className={styles.form}
      aria-label={t('priceLists.percentage-form')}
      onSubmit={(e) => {
        e.preventDefault();
        void apply();
      }}
    >
      <Field className={styles.narrow} label={t('priceLists.percentage')} hint={t('priceLists.percentage-hint')} validationMessage={problem}>
        <Input className={styles.fill} inputMode="decimal" value={percent} onChange={(_, d) => setPercent(d.value)} contentAfter="%" />
      </Field>
      <Button className={styles.action} type="submit">
        {t('priceLists.apply-percentage')}
      </Button>
    </form>
  );
}

/** A product chosen by reference or description, with its price in this list. */
export function AddProductForm({ listId, etag, onDone }: { listId: string; etag: string; onDone: () => void }) {
  const styles = useStyles();
  const t = useT();
  const notifyFailure = useNotifyFailure();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [productId, setProductId] = useState<string | null>(null);
  const [price, setPriceText] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const search = effectiveSearch(useDebounced(productId ? '' : text, 300));
  const { data: choices } = useProductChoices(search);
  const add = async () => {
    if (!productId) {
      setProblem({ field: 'productId', message: t('priceLists.choose-product') });
      return;
    }
    const value = Number(price.trim().replace(',', '.'));
    if (price.trim() === '' || !Number.isFinite(value) || value < 0) {
      setProblem({ field: 'price', message: t('rules.positive-number') });
      return;
    }
    setProblem(null);
    try {
      await setPrice(listId, productId, value, etag);
      notify.success(t('priceLists.product-added', { reference: text }));
      setText('');
      setProductId(null);
      setPriceText('');
      onDone();
    } catch (cause) {
      notifyFailure(cause, { fallback: 'errors.updating-price-list-product' });
    }
  };
  return (
    <form
      className={styles.form}
      aria-label={t('priceLists.add-form')}
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <Field
        className={styles.wide}
        label={t('priceLists.product')}
        hint={t('list.search-hint')}
        validationMessage={problem?.field === 'productId' ? problem.message : undefined}
      >
        <Combobox
          freeform
          value={text}
          selectedOptions={productId ? [productId] : []}
          onChange={(e) => {
            setText(e.target.value);
            setProductId(null);
          }}
          onOptionSelect={(_, d) => {
            setProductId(d.optionValue ?? null);
            setText(d.optionText ?? '');
          }}
        >
          {(choices ?? []).map((p) => (
            <Option key={p.id} value={p.id} text={p.reference}>
              {`${p.reference} – ${p.description}`}
            </Option>
          ))}
        </Combobox>
      </Field>
      <Field className={styles.narrow} label={t('priceList.price')} validationMessage={problem?.field === 'price' ? problem.message : undefined}>
        <Input className={styles.fill} inputMode="decimal" value={price} onChange={(_, d) => setPriceText(d.value)} />
      </Field>
      <Button className={styles.action} type="submit">
        {t('priceLists.add-product')}
      </Button>
    </form>
  );
}
