import { Field, SearchBox as FluentSearchBox } from '@fluentui/react-components';
import { useT } from '../i18n/use-t';

interface SearchBoxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled search input; the hint tells why one letter does not filter yet. */
export function SearchBox({ label, value, onChange, className }: SearchBoxProps) {
  const t = useT();
  return (
    <Field label={label} hint={t('list.search-hint')} className={className}>
      <FluentSearchBox value={value} maxLength={100} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}
