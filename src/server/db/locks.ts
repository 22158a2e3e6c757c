import { sql } from 'drizzle-orm';

/**
 * The serialisation key of one plate's parking stays (ADR 018): every camera read of a plate
 * takes it before rebuilding the plate's stays, and a payment by plate takes it before it ties a
 * booking to a stay, so a late read cannot drop the stay a driver is paying for in between.
 */
export const plateLockSql = (plateKey: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${'access-plate:' + plateKey}))`;
