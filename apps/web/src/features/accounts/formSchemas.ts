import { ACCOUNT_MSG, passwordField, registerFields } from '@tryout/shared/accounts';
import { z } from 'zod';

/**
 * The form versions of the shared schemas. Same fields and messages; the only difference is that
 * 'Password tidak sama' shows as soon as both password fields are filled, even while other fields
 * are still invalid (zod skips an object refinement when any field fails, unless `when` says so).
 */
const passwordsFilled = (value: unknown) => {
  const v = value as { password?: unknown; confirm_password?: unknown };
  return (
    typeof v?.password === 'string' && typeof v.confirm_password === 'string' && v.confirm_password !== ''
  );
};

const samePassword = <T extends { password: string; confirm_password: string }>(v: T) =>
  v.password === v.confirm_password;

export const registerFormSchema = registerFields.refine(samePassword, {
  message: ACCOUNT_MSG.passwordMismatch,
  path: ['confirm_password'],
  when: (payload) => passwordsFilled(payload.value),
});

export const resetFormSchema = z
  .object({
    password: passwordField,
    confirm_password: z.string({ error: ACCOUNT_MSG.confirmRequired }).min(1, ACCOUNT_MSG.confirmRequired),
  })
  .refine(samePassword, {
    message: ACCOUNT_MSG.passwordMismatch,
    path: ['confirm_password'],
    when: (payload) => passwordsFilled(payload.value),
  });
