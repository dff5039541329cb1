import type { Config } from '../config';
import { callReceiver, type FetchLike, joinUrl } from './http';
import type { WhatsappPayload } from './outbox/kinds';
import type { Handler } from './outbox/worker';
import { PermanentError } from './outbox/worker';
import { normalizePhone } from './phone';
import { formatScore } from './templates';

export const WHATSAPP_DEFAULT_BASE = {
  cloud: 'https://graph.facebook.com/v21.0',
  gateway: 'https://api.fonnte.com/send',
} as const;

function checkPayload(p: WhatsappPayload) {
  if (!p || typeof p !== 'object') throw new PermanentError('Isi pesan WhatsApp tidak lengkap');
  const phone = normalizePhone(typeof p.phone === 'string' ? p.phone : String(p.phone ?? ''));
  if (!phone.ok) throw new PermanentError(phone.reason);
  const name = String(p.name ?? '').trim();
  const score = Number(p.score);
  if (!Number.isFinite(score)) throw new PermanentError('Nilai pada pesan WhatsApp tidak valid');
  const message =
    String(p.message ?? '').trim() ||
    `Halo ${name}, selamat! Anda dinyatakan LULUS Tryout dengan nilai ${formatScore(score)}.`;
  return { phone, name, score, message };
}

/**
 * The WhatsApp channel chosen by WHATSAPP_DRIVER:
 * - log: validates the number and logs the message (no network);
 * - cloud: WhatsApp Business Cloud API, POST {base}/{phone-number-id}/messages with a bearer token,
 *   the approved template WHATSAPP_TEMPLATE with the name and the score as body parameters;
 * - gateway: the common Indonesian HTTP gateways (Fonnte and alike): POST {base} with the token in
 *   the Authorization header and the form fields target and message.
 * An invalid number is a PermanentError (the row is dead at once, with the reason).
 */
export function createWhatsappHandler(deps: {
  config: Pick<Config, 'whatsapp' | 'integrationTimeoutMs'>;
  fetch?: FetchLike;
  log: (msg: string) => void;
}): Handler {
  const { whatsapp: wa, integrationTimeoutMs: timeoutMs } = deps.config;
  const fetchImpl = deps.fetch ?? fetch;
  if (wa.driver === 'cloud') {
    const url = joinUrl(wa.baseUrl || WHATSAPP_DEFAULT_BASE.cloud, `${wa.phoneNumberId ?? ''}/messages`);
    return async (payload: WhatsappPayload, row) => {
      const m = checkPayload(payload);
      await callReceiver(fetchImpl, 'WhatsApp Cloud API', url, {
        timeoutMs,
        headers: {
          authorization: `Bearer ${wa.token ?? ''}`,
          'content-type': 'application/json',
          'idempotency-key': row.idempotency_key,
        },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: m.phone.digits,
          type: 'template',
          template: {
            name: wa.template,
            language: { code: wa.templateLang },
            components: [
              {
                type: 'body',
                parameters: [
                  { type: 'text', text: m.name || '-' },
                  { type: 'text', text: formatScore(m.score) },
                ],
              },
            ],
          },
        }),
      });
    };
  }
  if (wa.driver === 'gateway') {
    const url = wa.baseUrl || WHATSAPP_DEFAULT_BASE.gateway;
    return async (payload: WhatsappPayload, row) => {
      const m = checkPayload(payload);
      const body = await callReceiver(fetchImpl, 'Gateway WhatsApp', url, {
        timeoutMs,
        headers: {
          authorization: wa.token ?? '',
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': row.idempotency_key,
        },
        body: new URLSearchParams({ target: m.phone.digits, message: m.message }).toString(),
      });
      // gateways of this kind answer 200 with { status: false, reason } when they refuse
      const b = body as { status?: unknown; reason?: unknown; message?: unknown } | null;
      if (b && typeof b === 'object' && (b.status === false || b.status === 'false')) {
        throw new Error(
          `Gateway WhatsApp menolak: ${String(b.reason ?? b.message ?? 'tanpa alasan')}`.slice(0, 500),
        );
      }
    };
  }
  return async (payload: WhatsappPayload) => {
    const m = checkPayload(payload);
    deps.log(`WhatsApp (log) ke ${m.phone.e164}: ${m.message}`);
  };
}
