import { Input, type InputProps } from '@fluentui/react-components';
import { maskFrenchDay } from '@portail/common';

type DateInputProps = Omit<InputProps, 'type' | 'value' | 'onChange' | 'defaultValue'> & { value: string; onChange: (text: string) => void };

/**
 * A calendar day typed jj/mm/aaaa, for every user. An <input type="date"> draws its box in the browser's own
 * language (month first in an English Chromium), whatever the page's: this one is text, the slashes put in
 * as the digits come (maskFrenchDay). It holds what is typed; the form reads it with parseFrenchDay or
 * frenchDaySchema (common/src/days.ts) and shows their « Date invalide » message.
 */
export function DateInput({ value, onChange, ...props }: DateInputProps) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="jj/mm/aaaa"
      maxLength={10}
      value={value}
      onChange={(_, d) => onChange(maskFrenchDay(d.value))}
    />
  );
}
