import { TIME_ZONE } from '@tryout/shared/constants';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('id');

/** A stored UTC time shown in WIB, Indonesian locale. */
export function formatWib(iso: string | null | undefined, format = 'D MMM YYYY HH:mm'): string {
  if (!iso) return '-';
  return `${dayjs(iso).tz(TIME_ZONE).format(format)} WIB`;
}

export { dayjs };
