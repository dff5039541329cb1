import type { Success } from '@tryout/shared/envelope';
import { MSG } from '@tryout/shared/messages';

/** Wraps data in the success envelope. */
export function ok<T>(data: T, message: string = MSG.ok, code = 200): Success<T> {
  return { code, message, data };
}
