// The form rules of spec section 5, shared by the forms and the endpoints.
import { AUTH_VALIDATION_MESSAGES as M } from '@/lib/shared/messages/auth';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { firstFieldErrors, loginFormSchema, otpCodeSchema, registerFormSchema, splitFullName } from './auth-schema';
import { safeNextPath } from '@/lib/shared/safe-redirect-path';

const errorsOf = (schema: typeof loginFormSchema | typeof registerFormSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstFieldErrors(result.error);
};

describe('login form', () => {
  it('gives the spec messages', () => {
    expect(errorsOf(loginFormSchema, { email: '', password: '' })).toEqual({
      email: INPUT_MESSAGES.emailRequired,
      password: M.passwordRequired,
    });
    expect(errorsOf(loginFormSchema, { email: 'not-an-email', password: '12345' })).toEqual({
      email: INPUT_MESSAGES.emailInvalid,
      password: M.passwordTooShort,
    });
    expect(errorsOf(loginFormSchema, { email: ' A@B.co ', password: '123456' })).toEqual({});
    expect(loginFormSchema.parse({ email: ' A@B.co ', password: ' 123456 ' })).toEqual({
      email: 'a@b.co',
      password: ' 123456 ',
    });
  });
});

describe('register form', () => {
  it('gives the spec messages', () => {
    expect(errorsOf(registerFormSchema, { name: '', email: '', password: '', confirmPassword: '' })).toEqual({
      name: M.fullNameRequired,
      email: INPUT_MESSAGES.emailRequired,
      password: M.passwordRequired,
      confirmPassword: M.confirmRequired,
    });
    expect(
      errorsOf(registerFormSchema, { name: 'A', email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2' }),
    ).toEqual({
      name: M.nameTooShort,
      confirmPassword: M.passwordsDiffer,
    });
    // The mismatch shows even while another field is still wrong.
    expect(
      errorsOf(registerFormSchema, { name: '', email: '', password: 'secret1', confirmPassword: 'secret2' })
        .confirmPassword,
    ).toBe(M.passwordsDiffer);
  });

  it('splits the name into the first and the second word', () => {
    expect(splitFullName('  Asha   Verma ')).toEqual({ first_name: 'Asha', last_name: 'Verma' });
    expect(splitFullName('Asha')).toEqual({ first_name: 'Asha', last_name: '' });
    expect(splitFullName('Asha Rani Verma')).toEqual({ first_name: 'Asha', last_name: 'Rani' });
  });
});

describe('otp code', () => {
  it('is exactly six digits', () => {
    expect(otpCodeSchema.safeParse('012345').success).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', ' 123456', '']) {
      expect(otpCodeSchema.safeParse(bad).error?.issues[0].message).toBe(M.otpInvalid);
    }
  });
});

describe('safeNextPath', () => {
  it('keeps paths on this site and drops everything else', () => {
    expect(safeNextPath('/orders?page=2')).toBe('/orders?page=2');
    expect(safeNextPath('/products/12#reviews')).toBe('/products/12#reviews');
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'orders',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(bad)).toBe('/');
    }
  });
});
