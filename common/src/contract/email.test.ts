import { describe, expect, it } from 'vitest';
import { EMAIL_MAX } from '../constants.js';
import { askResetPasswordRequestSchema, loginRequestSchema } from './auth.js';
import { customerInputSchema } from './admin-customers.js';
import { emailSchema, optionalEmailSchema } from './common.js';
import { userWriteSchema } from './users.js';

/** An address of exactly `length` characters: a 64-character local part and a domain of labels up to 63. */
function addressOfLength(length: number): string {
  const local = 'a'.repeat(64);
  let domain = 'test';
  while (local.length + 1 + domain.length < length) {
    const room = length - (local.length + 1 + domain.length) - 1;
    domain = `${'d'.repeat(Math.min(63, room))}.${domain}`;
  }
  const address = `${local}@${domain}`;
  expect(address).toHaveLength(length);
  return address;
}

const REFUSED = 'Veuillez saisir une adresse email valide';
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('the one e-mail rule', () => {
  it('accepts the demo accounts’ long addresses, longer than the 40 characters the login field used to cut at', () => {
    const address = 'helene.martinez@centre-hospitalier-de-versaill-78.test';
    expect(address.length).toBeGreaterThan(40);
    expect(emailSchema.parse(address)).toBe(address);
  });

  it(`accepts ${EMAIL_MAX} characters and refuses ${EMAIL_MAX + 1}, in French`, () => {
    expect(EMAIL_MAX).toBe(254);
    expect(emailSchema.safeParse(addressOfLength(254)).success).toBe(true);
    const refused = emailSchema.safeParse(addressOfLength(255));
    expect(refused.success).toBe(false);
    expect(messageOf(refused)).toBe(REFUSED);
  });

  it('refuses what is not an address and asks for a missing one', () => {
    expect(messageOf(emailSchema.safeParse('pas-une-adresse'))).toBe(REFUSED);
    expect(messageOf(emailSchema.safeParse('  '))).toBe('Ce champ est obligatoire');
  });

  it('is the rule of sign-in, the forgotten password, users and customers alike', () => {
    const longest = addressOfLength(254);
    const tooLong = addressOfLength(255);
    const user = { firstName: 'Hélène', lastName: 'Martinez', userRole: 'CUSTOMER' };
    const customer = { number: 'C1', name: 'Centre hospitalier' };
    const accepts = [
      loginRequestSchema.safeParse({ Email: longest, Password: 'x' }),
      askResetPasswordRequestSchema.safeParse({ email: longest }),
      userWriteSchema.safeParse({ ...user, email: longest }),
      customerInputSchema.safeParse({ ...customer, email: longest }),
    ];
    expect(accepts.map((r) => r.success)).toEqual([true, true, true, true]);
    const refuses = [
      loginRequestSchema.safeParse({ Email: tooLong, Password: 'x' }),
      askResetPasswordRequestSchema.safeParse({ email: tooLong }),
      userWriteSchema.safeParse({ ...user, email: tooLong }),
      customerInputSchema.safeParse({ ...customer, email: tooLong }),
    ];
    expect(refuses.map(messageOf)).toEqual([REFUSED, REFUSED, REFUSED, REFUSED]);
  });

  it('lets a customer have no address, but not a wrong one', () => {
    expect(optionalEmailSchema.parse(undefined)).toBe('');
    expect(optionalEmailSchema.parse('  ')).toBe('');
    expect(messageOf(optionalEmailSchema.safeParse('abc'))).toBe(REFUSED);
  });
});
