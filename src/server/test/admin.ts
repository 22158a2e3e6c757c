import { randomUUID } from 'node:crypto';
import type { OperatorRole } from '../../shared/schemas/admin';
import type { Db } from '../db/client';
import { operators, operatorSessions } from '../db/schema';
import { csrfTokenOf } from '../platform/backoffice/sessions';
import type { OperatorLink } from '../../shared/schemas/admin';
import { standaloneAdminService } from '../modules/backoffice/standalone';
import { newTotpSecret } from '../modules/backoffice/totp';
import { hashSessionToken } from '../platform/customers/sessions';
import { newSessionId } from '../platform/codes';

export interface SeededOperator {
  id: string;
  username: string;
  role: OperatorRole;
  /** A `Cookie` header value carrying a logged-in (active) back-office session. */
  cookie: string;
  csrfToken: string;
  /** `cookie` and `x-csrf-token`: spread into `app.inject`'s headers for reads and writes. */
  headers: { cookie: string; 'x-csrf-token': string };
}

/**
 * Tests of back-office calls: an operator and an active session (TOTP done), written straight
 * into the database, so a test of /api/admin/bookings does not depend on the login's own rules
 * (tested through its routes in modules/admin). The operator has TOTP enrolled; the session
 * lives 15 minutes from `now`.
 */
export async function seedOperatorSession(
  db: Db,
  opts: {
    now: Date;
    role: OperatorRole;
    username?: string;
    cookieName?: string;
    /** An operator limited to these sites; absent: every site. */
    siteIds?: string[];
  },
): Promise<SeededOperator> {
  const id = randomUUID();
  const username = opts.username ?? `${opts.role}-${id.slice(0, 8)}`;
  await db.insert(operators).values({
    id,
    username,
    role: opts.role,
    // Enrolled: an admin without TOTP is held at the enrolment step by the guard.
    totpSecret: newTotpSecret(),
    ...(opts.siteIds ? { siteIds: opts.siteIds } : {}),
    createdAt: opts.now,
    updatedAt: opts.now,
  });
  const token = newSessionId();
  await db.insert(operatorSessions).values({
    id: randomUUID(),
    tokenHash: hashSessionToken(token),
    operatorId: id,
    stage: 'active',
    createdAt: opts.now,
    lastSeenAt: opts.now,
    expiresAt: new Date(opts.now.getTime() + 15 * 60_000),
  });
  const cookie = `${opts.cookieName ?? 'admin_session'}=${token}`;
  const csrfToken = csrfTokenOf(token);
  return { id, username, role: opts.role, cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
}

/**
 * Creates an operator with the back office's own service, as `npm run operator` does (the
 * token API creates only the first admin); audited as `cli`. Returns the one-time
 * set-password link and the operator.
 */
export function createOperatorDirectly(
  db: Db,
  input: { username: string; role: OperatorRole },
  now: Date,
): Promise<OperatorLink> {
  const { admin, recordCli } = standaloneAdminService(db, { publicUrl: 'http://localhost' });
  return admin.create(input, now, recordCli(now));
}
