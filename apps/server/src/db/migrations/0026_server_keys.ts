import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * server_keys (docs/decisions/0012): the server's own key pairs, made at the first start and shared by
 * every instance of one database. 'berkas_jawaban': the RSA key the exam page seals the rescue
 * file to (public: SPKI, private: PKCS#8, both base64). Never sent to a candidate but the public
 * half.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('server_keys').execute();
}
