import { useState } from 'react';
import { Combobox, Field, Option } from '@fluentui/react-components';
import type { ReferenceItem, ReferenceListName } from '@portail/common';
import useSWR from 'swr';
import { effectiveSearch, useDebounced } from '../../../../components/use-debounced';
import { useT } from '../../../../i18n/use-t';
import { apiRequest } from '../../../../lib/api-client';
import { query } from '../../../../lib/api-extra';
import { referenceListPath } from '../../api/reference-lists';

/** An autocomplete: back-office.md §9 waits 300 ms here (the lists' own search boxes wait 500 ms). */
const AUTOCOMPLETE_DELAY_MS = 300;
/** The list protocol's largest page: the first hundred names, the rest found by typing. */
const PAGE = 100;

const namesOf = (list: ReferenceListName, search: string) => `${referenceListPath(list)}${query({ pageSize: PAGE, orderBy: 'name asc', search })}`;
const fetchNames = (path: string) => apiRequest<ReferenceItem[]>(path);

interface ReferenceComboboxProps {
  list: ReferenceListName;
  label: string;
  /** The stored name ('' for none). */
  value: string;
  onChange: (name: string) => void;
  /** A refusal of the server or of the schema for this field. */
  error?: string;
}

/**
 * A name chosen from a reference list (products hold names, not ids), searched on the server as typed.
 * The first choice is « none ». A stored name the list no longer has stays selected and shown, with a
 * warning, until another is chosen: opening and saving a product never drops it silently.
 */
export function ReferenceCombobox({ list, label, value, onChange, error }: ReferenceComboboxProps) {
  const t = useT();
  const [text, setText] = useState(value);
  const [typing, setTyping] = useState(false);
  const search = effectiveSearch(useDebounced(typing ? text : '', AUTOCOMPLETE_DELAY_MS));
  const names = useSWR(namesOf(list, search), fetchNames, { keepPreviousData: true });
  // Whether the stored name is still in the list: a search for it, compared exactly.
  const stored = useSWR(value ? namesOf(list, value) : null, fetchNames);
  const missing = value !== '' && stored.data !== undefined && !stored.data.some((i) => i.name === value);
  const shown = (names.data ?? []).filter((i) => i.name !== value);
  // The stored name heads the choices, except under a search it does not match.
  const showStored = value !== '' && (search === '' || shown.length !== names.data?.length);

  const choose = (name: string) => {
    onChange(name);
    setText(name);
    setTyping(false);
  };
  const message = error ?? (names.error ? t('resource.load-error') : missing ? t('bo.reference-missing', { name: value }) : undefined);
  return (
    <Field label={label} validationMessage={message} validationState={error || names.error ? 'error' : missing ? 'warning' : 'none'}>
      <Combobox
        value={text}
        selectedOptions={[value]}
        placeholder={t('bo.reference-none')}
        onChange={(e) => {
          setText(e.target.value);
          setTyping(true);
        }}
        // Typing that matches no option « clears » the selection (no optionValue): the stored name stays until one is chosen.
        onOptionSelect={(_, d) => d.optionValue !== undefined && choose(d.optionValue)}
        // Typed text that chose nothing gives way to the stored choice again.
        onBlur={() => {
          setText(value);
          setTyping(false);
        }}
      >
        <Option value="" text="">
          {t('bo.reference-none')}
        </Option>
        {showStored && (
          <Option value={value} text={value}>
            {missing ? t('bo.reference-missing-option', { name: value }) : value}
          </Option>
        )}
        {shown.map((i) => (
          <Option key={i.id} value={i.name}>
            {i.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
