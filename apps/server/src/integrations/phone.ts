import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneResult = { ok: true; e164: string; digits: string } | { ok: false; reason: string };

/**
 * An Indonesian phone number as WhatsApp wants it: 08… / 8… / 62… / +62… → +628… (and the digits
 * 628… for APIs that take no plus). Numbers with another country code work when written with it.
 * Landlines are refused: they have no WhatsApp.
 */
export function normalizePhone(raw: string | null | undefined): PhoneResult {
  const input = (raw ?? '').trim();
  if (!input) return { ok: false, reason: 'Nomor telepon kosong' };
  if (!/^\+?[0-9\s().-]+$/.test(input)) {
    return { ok: false, reason: `Nomor telepon tidak valid: "${input.slice(0, 30)}"` };
  }
  let parsed = parsePhoneNumberFromString(input, 'ID');
  if (!parsed?.isValid() && !input.startsWith('+') && !input.startsWith('0')) {
    const international = parsePhoneNumberFromString(`+${input.replace(/\D/g, '')}`);
    if (international?.isValid()) parsed = international;
  }
  if (!parsed?.isValid()) {
    return { ok: false, reason: `Nomor telepon tidak valid: "${input.slice(0, 30)}"` };
  }
  if (parsed.getType() === 'FIXED_LINE') {
    return { ok: false, reason: `Nomor telepon bukan nomor seluler (WhatsApp): "${input.slice(0, 30)}"` };
  }
  return { ok: true, e164: parsed.number, digits: parsed.number.replace(/^\+/, '') };
}
