import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { DAY_INVALID, formatDay, parseFrenchDay } from '@portail/common';
import { useFailureText, useLocalise } from '../../i18n/use-t';
import { ApiRequestError } from '../../lib/api-client';
import type { FormField, FormValues } from './form-field-input';

interface FormStateOptions {
  fields: readonly FormField[];
  initial: FormValues;
  loading: boolean;
  schema: z.ZodType;
  toInput?: (values: FormValues) => unknown;
  save: (input: unknown) => Promise<void>;
  onInvalid?: (fields: string[]) => void;
}

/**
 * A form's values, its errors and its submit: the shared zod schema before sending, the server's 400 under
 * its field and other refusals above the form.
 */
export function useFormState({ fields, initial, loading, schema, toInput, save, onInvalid }: FormStateOptions) {
  const localise = useLocalise();
  const failureText = useFailureText();
  const [values, setValues] = useState<FormValues>(initial);
  // A date field's value is the API's yyyy-mm-dd; its box holds what is typed, jj/mm/aaaa (DateInput).
  const daysOf = (v: FormValues) => Object.fromEntries(fields.filter((f) => f.kind === 'date').map((f) => [f.name, formatDay(String(v[f.name] ?? ''))]));
  const [dayTexts, setDayTexts] = useState<Record<string, string>>(() => daysOf(initial));
  // The stored values arrive once, when loading ends (inputs are disabled until then, so nothing typed is
  // lost); a screen that rebuilds `initial` on each render does not reset what is being typed.
  const wasLoading = useRef(loading);
  useEffect(() => {
    if (wasLoading.current && !loading) {
      setValues(initial);
      setDayTexts(daysOf(initial));
    }
    wasLoading.current = loading;
    // daysOf reads only the fields' kinds, fixed for a dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loading, initial]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = fields.filter((f) => !f.shownWhen || f.shownWhen(values));
  const names = new Set(shown.map((f) => f.name));

  const set = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      const next = { ...e };
      delete next[name];
      return next;
    });
    setFormError(null);
  };
  const setDayText = (name: string, text: string) => setDayTexts((d) => ({ ...d, [name]: text }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(toInput ? toInput(values) : values);
    // A date box holding something that is no day says so in its own words, not in the API's yyyy-mm-dd ones.
    const wrongDays = shown.filter((f) => f.kind === 'date' && (dayTexts[f.name] ?? '').trim() !== '' && parseFrenchDay(dayTexts[f.name]) === undefined);
    if (!parsed.success || wrongDays.length > 0) {
      const next: Record<string, string> = Object.fromEntries(wrongDays.map((f) => [f.name, localise(DAY_INVALID)]));
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const name = String(issue.path[0] ?? '');
        if (names.has(name)) next[name] ??= localise(issue.message);
        else setFormError(localise(issue.message));
      }
      setErrors(next);
      onInvalid?.(Object.keys(next));
      return;
    }
    setSaving(true);
    try {
      await save(parsed.data);
    } catch (cause) {
      const message = failureText(cause);
      if (cause instanceof ApiRequestError && cause.field && names.has(cause.field)) setErrors({ [cause.field]: message });
      else setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  return { values, dayTexts, errors, formError, saving, shown, set, setDayText, submit };
}
