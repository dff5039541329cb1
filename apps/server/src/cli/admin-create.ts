// `npm run admin:create` — creates an administrator account.
//   interactive:  npm run admin:create
//   scripted:     npm run admin:create -- --nidn admin2 --nama "Admin Kampus" --password 'rahasia123'
// Uses the same configuration as the server (DATA_DIR for SQLite, or DATABASE_URL).
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDosenSchema, type StaffUserRow } from '@tryout/shared/staff/users';
import { loadConfig } from '../config';
import { type Db, migrateToLatest, openDb } from '../db';
import { seedSettings } from '../db/seed';
import { AppError, badRequest } from '../lib/errors';
import { createUser } from '../modules/users/users.service';

export interface AdminInput {
  nidn: string;
  nama: string;
  password: string;
  /** when given (interactive input), must equal password */
  confirmPassword?: string;
}

export const ADMIN_CLI_MSG = {
  passwordMismatch: 'Konfirmasi password tidak sama',
  nidnExists: (nidn: string) => `Kode Akses (NIDN) "${nidn}" sudah terdaftar; pilih NIDN lain`,
};

/**
 * Creates an administrator (role 'admin', prodi 'Admin', id_dosen '9999') after the same checks as
 * POST /dosen. Throws AppError with an Indonesian message (bad input, duplicate nidn).
 */
export async function createAdmin(db: Db, input: AdminInput): Promise<StaffUserRow> {
  const parsed = createDosenSchema.safeParse({
    nidn: input.nidn,
    nama_dosen: input.nama,
    password: input.password,
    role: 'admin',
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    throw badRequest(Object.values(errors).join('; '), errors);
  }
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
    throw badRequest(ADMIN_CLI_MSG.passwordMismatch, { confirm_password: ADMIN_CLI_MSG.passwordMismatch });
  try {
    return await createUser(db, parsed.data);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409)
      throw new AppError(409, ADMIN_CLI_MSG.nidnExists(parsed.data.nidn), err.errors);
    throw err;
  }
}

/** Asks on the terminal; passwords are not echoed when stdin is a TTY. Works with piped input too. */
async function promptMissing(given: Partial<AdminInput>): Promise<AdminInput> {
  const tty = Boolean(process.stdin.isTTY);
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: tty });
  let muted = false;
  const writable = rl as unknown as { _writeToOutput(s: string): void };
  const write = writable._writeToOutput.bind(rl);
  writable._writeToOutput = (s: string) => {
    if (!muted) write(s);
    else if (/[\r\n]/.test(s)) write('\n');
  };
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (question: string, hidden = false): Promise<string> => {
    rl.setPrompt(question);
    rl.prompt();
    muted = hidden && tty;
    const next = await lines.next();
    muted = false;
    if (!tty) process.stdout.write('\n');
    if (next.done) throw badRequest('Input berakhir sebelum semua data diisi');
    return String(next.value).trim();
  };
  try {
    const nidn = given.nidn ?? (await ask('Kode Akses (NIDN) admin: '));
    const nama = given.nama ?? (await ask('Nama admin: '));
    if (given.password !== undefined) return { nidn, nama, password: given.password };
    const password = await ask('Password (minimal 8 karakter): ', true);
    const confirmPassword = await ask('Ulangi password: ', true);
    return { nidn, nama, password, confirmPassword };
  } finally {
    rl.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      nidn: { type: 'string' },
      nama: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('Pemakaian: npm run admin:create [-- --nidn NIDN --nama "NAMA" --password PASSWORD]');
    return 0;
  }
  const config = loadConfig();
  const handle = openDb({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'tryout.sqlite'),
  });
  try {
    await migrateToLatest(handle.db);
    await seedSettings(handle.db);
    const input = await promptMissing({ nidn: values.nidn, nama: values.nama, password: values.password });
    const user = await createAdmin(handle.db, input);
    console.log(`Admin "${user.nama_dosen}" dibuat (Kode Akses: ${user.nidn}, database: ${handle.dialect}).`);
    return 0;
  } catch (err) {
    console.error(`Gagal membuat admin: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
