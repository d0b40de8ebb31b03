import type { ReactNode } from 'react';
import { Checkbox, Field, Input, Select, Textarea } from '@fluentui/react-components';
import { parseFrenchDay } from '@portail/common';
import { DateInput } from '../date-input';
import { TextField } from '../text-field';

export type FormValues = Record<string, string | boolean>;

/** What a `custom` field draws: its input, bound to the form's value and error. */
interface CustomInput {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}

/** One input of a form; the value is text (numbers too: the shared schema reads them) or a flag. */
export interface FormField {
  name: string;
  label: string;
  /** custom: an input of the screen's own (a name chosen from a reference list), drawn by `render`. */
  kind: 'text' | 'email' | 'number' | 'textarea' | 'checkbox' | 'select' | 'date' | 'custom';
  render?: (input: CustomInput) => ReactNode;
  required?: boolean;
  maxLength?: number;
  options?: readonly { value: string; label: string }[];
  wide?: boolean;
  hint?: string;
  /** Shown only while the form's values say so (a role's own field); a hidden field is neither drawn nor checked here. */
  shownWhen?: (values: FormValues) => boolean;
}

interface FieldInputProps {
  field: FormField;
  value: string | boolean | undefined;
  error: string | undefined;
  /** A date field's box: what is typed, jj/mm/aaaa, while the form's value is the API's yyyy-mm-dd. */
  dayText: string;
  disabled: boolean;
  onChange: (value: string | boolean) => void;
  onDayText: (text: string) => void;
}

/** The input a field's kind asks for, inside its Fluent field (label, hint, error). */
export function FieldInput({ field: f, value, error, dayText, disabled, onChange, onDayText }: FieldInputProps) {
  const common = {
    label: f.label,
    required: f.required,
    validationMessage: error,
    validationState: error ? ('error' as const) : ('none' as const),
    hint: f.hint,
  };
  if (f.kind === 'custom' && f.render) return f.render({ value: String(value ?? ''), onChange, error, disabled });
  if (f.kind === 'checkbox') return <Checkbox label={f.label} checked={value === true} disabled={disabled} onChange={(_, d) => onChange(d.checked === true)} />;
  if (f.kind === 'textarea')
    return (
      <Field {...common}>
        <Textarea value={String(value ?? '')} maxLength={f.maxLength} resize="vertical" rows={6} disabled={disabled} onChange={(_, d) => onChange(d.value)} />
      </Field>
    );
  if (f.kind === 'select')
    return (
      <Field {...common}>
        <Select value={String(value ?? '')} disabled={disabled} onChange={(_, d) => onChange(d.value)}>
          {(f.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </Field>
    );
  if (f.kind === 'date')
    return (
      <Field {...common}>
        <DateInput
          value={dayText}
          disabled={disabled}
          onChange={(text) => {
            onDayText(text);
            onChange(parseFrenchDay(text) ?? text);
          }}
        />
      </Field>
    );
  if ((f.kind === 'text' || f.kind === 'email') && f.maxLength)
    return (
      <TextField
        label={f.label}
        required={f.required}
        type={f.kind}
        value={String(value ?? '')}
        maxLength={f.maxLength}
        error={error}
        hint={f.hint}
        disabled={disabled}
        onChange={onChange}
      />
    );
  return (
    <Field {...common}>
      <Input
        type={f.kind === 'email' ? f.kind : 'text'}
        inputMode={f.kind === 'number' ? 'decimal' : undefined}
        value={String(value ?? '')}
        maxLength={f.maxLength}
        disabled={disabled}
        onChange={(_, d) => onChange(d.value)}
      />
    </Field>
  );
}
