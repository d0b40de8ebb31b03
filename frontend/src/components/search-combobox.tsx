import { useState } from 'react';
import { Combobox, Field, Option } from '@fluentui/react-components';
import useSWR from 'swr';
import { useT } from '../i18n/use-t';
import { apiRequest } from '../lib/api-client';
import { effectiveSearch, useDebounced } from './use-debounced';

/** Spec §9: the autocompletes wait 300 ms after the last key. */
const SEARCH_DELAY_MS = 300;

interface SearchChoice {
  value: string;
  text: string;
}

interface SearchComboboxProps<T> {
  label: string;
  /** The chosen record's id ('' for none). */
  value: string;
  onChange: (value: string) => void;
  /** One page of the list protocol for a search ('' for the first page): the server searches the whole list. */
  pathFor: (search: string) => string;
  /** The chosen record's own path, to show its text when the form opens on it. */
  itemPath: (value: string) => string;
  toChoice: (item: T) => SearchChoice;
  /** The label of the empty choice; absent, a record must be chosen. */
  none?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
}

const fetchJson = <T,>(path: string) => apiRequest<T>(path);

/**
 * A record chosen from a list of any size: what is typed is searched on the server (after 300 ms, from 2
 * characters), never filtered from a first page, so the 101st buying group or customer is found as the
 * first is.
 */
export function SearchCombobox<T>({ label, value, onChange, pathFor, itemPath, toChoice, none, required, error, disabled }: SearchComboboxProps<T>) {
  const t = useT();
  const [text, setText] = useState<string | null>(null);
  // Fluent opens the list on a key pressed: text pasted (a customer number copied from elsewhere) changed the
  // search and left its matches closed. Any change of the text opens them.
  const [open, setOpen] = useState(false);
  const search = effectiveSearch(useDebounced(text ?? '', SEARCH_DELAY_MS));
  const page = useSWR(pathFor(search), fetchJson<T[]>, { keepPreviousData: true });
  const stored = useSWR(value ? itemPath(value) : null, fetchJson<T>);
  const storedChoice = stored.data ? toChoice(stored.data) : undefined;
  const choices = (page.data ?? []).map(toChoice).filter((c) => c.value !== value);
  const message = error ?? (page.error ? t('resource.load-error') : undefined);

  return (
    <Field label={label} required={required} hint={t('search.hint')} validationMessage={message} validationState={message ? 'error' : 'none'}>
      <Combobox
        disabled={disabled}
        value={text ?? storedChoice?.text ?? ''}
        selectedOptions={value ? [value] : []}
        placeholder={none ?? t('search.placeholder')}
        open={open}
        onOpenChange={(_, d) => setOpen(d.open)}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onOptionSelect={(_, d) => {
          if (d.optionValue === undefined) return;
          onChange(d.optionValue);
          setText(null);
        }}
        // Typed text that chose nothing gives way to the chosen record again.
        onBlur={() => setText(null)}
      >
        {none !== undefined && (
          <Option value="" text={none}>
            {none}
          </Option>
        )}
        {storedChoice && (
          <Option value={storedChoice.value} text={storedChoice.text}>
            {storedChoice.text}
          </Option>
        )}
        {choices.map((c) => (
          <Option key={c.value} value={c.value} text={c.text}>
            {c.text}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
