/**
 * PostgreSQL's error codes, as both drivers report them: node-postgres and PGlite put `code` on
 * the error, and drizzle may wrap it with the driver's error as `cause`.
 */
function pgErrorCode(e: unknown): string | undefined {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code ?? err.cause?.code;
}

/** A unique violation: two creates of one key at once, the second one loses. */
export function isUniqueViolation(e: unknown): boolean {
  return pgErrorCode(e) === '23505';
}

/** A foreign key violation: a row still refers to the one being deleted. */
export function isForeignKeyViolation(e: unknown): boolean {
  return pgErrorCode(e) === '23503';
}
