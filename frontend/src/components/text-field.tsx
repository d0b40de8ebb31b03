import { forwardRef, useState, type ReactNode } from 'react';
import { Button, Field, Input, makeStyles, tokens, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useT } from '../i18n/use-t';

const useStyles = makeStyles({
  hint: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  counter: { marginLeft: 'auto', fontVariantNumeric: 'tabular-nums' },
});

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** What the input accepts when it is more than the counter shows (the spec's password counter of 60 is a display). */
  inputMaxLength?: number;
  required?: boolean;
  error?: string | null;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  contentAfter?: InputProps['contentAfter'];
  hint?: ReactNode;
  disabled?: boolean;
}

/** A labelled input with the character counter the spec asks for (e.g. 12 / 40). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onChange, maxLength, inputMaxLength, required, error, type = 'text', autoComplete, contentAfter, hint, disabled },
  ref,
) {
  const styles = useStyles();
  const t = useT();
  return (
    <Field
      label={label}
      required={required}
      validationMessage={error ?? undefined}
      validationState={error ? 'error' : 'none'}
      hint={
        <span className={styles.hint}>
          {hint}
          <span className={styles.counter}>{t('login.counter', { count: value.length, max: maxLength })}</span>
        </span>
      }
    >
      <Input
        ref={ref}
        type={type}
        value={value}
        maxLength={inputMaxLength ?? maxLength}
        autoComplete={autoComplete}
        contentAfter={contentAfter}
        disabled={disabled}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
});

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'contentAfter'>;

/** Password input with a show/hide toggle that says what it will do. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(props, ref) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={visible ? t('login.hide-password') : t('login.show-password')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
});
