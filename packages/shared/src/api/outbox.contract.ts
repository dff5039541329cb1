import {
  deliverySchema,
  outboxIdParams,
  outboxListQuerySchema,
  outboxPageSchema,
  outboxSummarySchema,
} from '../outbox';
import { contractOf } from './contract';
import { outboxPaths } from './outbox.paths';

export const outboxContract = contractOf('pengiriman', outboxPaths, {
  list: {
    summary: 'Daftar pengiriman pesan (e-mail, WhatsApp, sistem akademik), terbaru dahulu',
    query: outboxListQuerySchema,
    response: outboxPageSchema,
  },
  summary: { summary: 'Jumlah pengiriman per status (untuk dasbor admin)', response: outboxSummarySchema },
  retry: {
    summary: 'Kirim ulang sekarang: pengiriman yang gagal (dead) dijadwalkan lagi',
    params: outboxIdParams,
    response: deliverySchema,
  },
});
