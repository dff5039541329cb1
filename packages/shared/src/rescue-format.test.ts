import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  keyIdOf,
  openRescueFile,
  RescueFileError,
  type RescuePayload,
  sealRescueFile,
} from './rescue-format';

function keyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    spki: new Uint8Array(publicKey.export({ type: 'spki', format: 'der' })),
    pkcs8: new Uint8Array(privateKey.export({ type: 'pkcs8', format: 'der' })),
  };
}

const payload: RescuePayload = {
  versi: 1,
  attempt_id: 42,
  kode_ujian: 'TPA-1',
  dibuat: { perangkat: 1_700_000_000_000, server: 1_700_000_000_500 },
  jawaban: [
    { id_soal: 1, pilihan: 'B', ragu: true, urutan: 1_700_000_000_100, pada: 1_700_000_000_100 },
    { id_soal: 2, essay: 'Fotosintesis — cahaya ☀', urutan: 1_700_000_000_200, pada: 1_700_000_000_200 },
  ],
};

async function reason(p: Promise<unknown>) {
  try {
    await p;
    return 'opened';
  } catch (err) {
    return err instanceof RescueFileError ? err.reason : String(err);
  }
}

describe('the rescue file: sealed to the server key, any changed byte detected', () => {
  const server = keyPair();
  it('opens with the private key to the same payload; no answer readable in the bytes', async () => {
    const file = await sealRescueFile(payload, server.spki);
    const kid = await keyIdOf(server.spki);
    expect(await openRescueFile(file, server.pkcs8, kid)).toEqual(payload);
    expect(Buffer.from(file).toString('latin1')).not.toContain('TPA-1');
    expect(Buffer.from(file).toString('latin1')).not.toContain('pilihan');
  });

  it('every flipped byte is refused: format (the header) or damaged, never opened', async () => {
    const file = await sealRescueFile(payload, server.spki);
    const kid = await keyIdOf(server.spki);
    const seen = new Set<string>();
    for (let i = 0; i < file.length; i++) {
      const bad = file.slice();
      bad[i] ^= 0x01;
      const r = await reason(openRescueFile(bad, server.pkcs8, kid));
      expect(['format', 'damaged'], `byte ${i}`).toContain(r);
      seen.add(r);
    }
    expect([...seen].sort()).toEqual(['damaged', 'format']);
    // cut short or lengthened
    expect(await reason(openRescueFile(file.slice(0, -1), server.pkcs8, kid))).toBe('format');
    expect(await reason(openRescueFile(new Uint8Array([...file, 0]), server.pkcs8, kid))).toBe('format');
  });

  it("another server's file: other_key; not a rescue file: format", async () => {
    const other = keyPair();
    const file = await sealRescueFile(payload, other.spki);
    expect(await reason(openRescueFile(file, server.pkcs8, await keyIdOf(server.spki)))).toBe('other_key');
    const text = new TextEncoder().encode('nama,jawaban\nBudi,A\n');
    expect(await reason(openRescueFile(text, server.pkcs8, await keyIdOf(server.spki)))).toBe('format');
  });
});
