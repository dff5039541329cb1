import type { DeliveryStatus } from '@tryout/shared/outbox';

export type { Delivery, DeliveryStatus } from '@tryout/shared/outbox';

export const STATUS_LABEL: Record<DeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Menunggu', color: 'yellow' },
  sent: { label: 'Terkirim', color: 'green' },
  dead: { label: 'Gagal', color: 'red' },
};

export const KIND_LABEL: Record<string, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sis_update_result: 'Hasil tryout (PMB)',
  sis_final_score: 'Nilai akhir (SIAKAD)',
  sis_progditerima: 'Prodi diterima (SIAKAD)',
};

export const kindLabel = (kind: string) => KIND_LABEL[kind] ?? kind;
