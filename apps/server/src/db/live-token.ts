import { type RawBuilder, sql } from 'kysely';

/**
 * What makes a session token live, as SQL: not revoked, not used, not expired. One definition for
 * the two places that ask: auth's read of a bearer token, and the autosave's answer statement,
 * which checks the caller's token by its id in the same statement that writes the answer
 * (docs/decisions/0044).
 */
export const liveTokenConditions = (alias: string, now: string): RawBuilder<boolean>[] => [
  sql<boolean>`${sql.ref(`${alias}.revoked_at`)} is null`,
  sql<boolean>`${sql.ref(`${alias}.used_at`)} is null`,
  sql<boolean>`${sql.ref(`${alias}.expires_at`)} > ${now}`,
];

/** A live token with this id exists (for a statement that checks its caller's token itself). */
export const tokenIsLive = (tokenId: number, now: string): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from auth_tokens as live_token where live_token.id = ${tokenId} and ${sql.join(
    liveTokenConditions('live_token', now),
    sql` and `,
  )})`;
