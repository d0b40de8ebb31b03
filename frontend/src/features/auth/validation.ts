import { emailSchema, PASSWORD_MIN, type MessageKey } from '@portail/common';

/** Login field rules of spec section 5; each returns a catalogue key or null. */
export function emailProblem(email: string): MessageKey | null {
  if (email.trim() === '') return 'rules.required';
  return emailSchema.safeParse(email).success ? null : 'rules.email-valid';
}

export function loginPasswordProblem(password: string): MessageKey | null {
  if (password === '') return 'rules.required';
  return password.length < PASSWORD_MIN ? 'rules.password-8' : null;
}

/** The spec's password counter (login and reset pages). A display only: the inputs take PASSWORD_MAX. */
export const LOGIN_PASSWORD_MAX = 60;
