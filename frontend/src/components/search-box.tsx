import { Field, SearchBox as FluentSearchBox } from '@fluentui/react-components';
import { useT } from '../i18n/use-t';

interface SearchBoxProps {
  label: string;
  /** What the search matches, under the box; by default when the search starts. */
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled search input; the hint tells why one letter does not filter yet, or what the search matches. */
export function SearchBox({ label, hint, value, onChange, className }: SearchBoxProps) {
  const t = useT();
  return (
    <Field label={label} hint={hint ?? t('list.search-hint')} className={className}>
      <FluentSearchBox value={value} maxLength={100} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
