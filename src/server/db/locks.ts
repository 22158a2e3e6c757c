import { sql } from 'drizzle-orm';

/**
 * The serialisation key of one plate's parking stays (ADR 018): every camera read of a plate
 * takes it before rebuilding the plate's stays, and a payment by plate takes it before it ties a
 * booking to a stay, so a late read cannot drop the stay a driver is paying for in between.
 */
export const plateLockSql = (plateKey: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${'access-plate:' + plateKey}))`;

/**
 * The serialisation key of one account's set-password links (ADR 032): issuing a link takes it
 * before counting the account's links of the last hour, so parallel requests (forgot-password
 * runs in the background) cannot all count the same number and all send.
 */
export const accountLinksLockSql = (subjectKey: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${'account-links:' + subjectKey}))`;
