import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db';

/** The event bus's SQL: PostgreSQL LISTEN/NOTIFY between server instances. */

/** The schema this database handle works in (names the notification channel of one database). */
export async function currentSchema(db: Db): Promise<string> {
  const r = await sql<{ s: string }>`select current_schema() as s`.execute(db);
  return r.rows[0]?.s ?? 'public';
}

/** Sends one notification on the channel (every instance's listener receives it). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

/**
 * A dedicated connection (not from the pool) that LISTENs on the channel; `onPayload` gets every
 * notification, `onLost` the moment the connection breaks (the caller reconnects).
 */
export async function openListener(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (err: Error) => void,
): Promise<{ close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  let lost = false;
  const lose = (err: Error) => {
    if (lost) return;
    lost = true;
    onLost(err);
  };
  client.on('error', lose);
  client.on('end', () => lose(new Error('connection ended')));
  client.on('notification', (n) => {
    if (n.channel === channel && n.payload) onPayload(n.payload);
  });
  try {
    await client.connect();
    await client.query(`LISTEN "${channel}"`);
  } catch (err) {
    lost = true;
    await client.end().catch(() => {});
    throw err;
  }
  return {
    close: async () => {
      lost = true;
      await client.end().catch(() => {});
    },
  };
}
