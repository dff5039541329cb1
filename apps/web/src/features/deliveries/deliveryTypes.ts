/** A row of GET /outbox (the server never sends the payload). */
export interface Delivery {
  id: number;
  kind: string;
  recipient: string;
  summary: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export type DeliveryStatus = 'pending' | 'sent' | 'dead';

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
