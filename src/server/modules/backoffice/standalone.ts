import type { Db } from '../../db/client';
import type { OperatorRow } from '../../db/rows';
import type { DbExecutor } from '../../db/executor';
import { AuditRepository } from '../../platform/audit/repository';
import { LoginThrottle } from '../../platform/throttle/login-throttle';
import { LoginThrottleRepository } from '../../platform/throttle/repository';
import { auditView, OperatorAccountService } from './operator-accounts';
import { OperatorRepository } from './repository';

/**
 * The back office's service outside the server: `npm run operator` (and the tests, which
 * create operators the way the shell does once the token API's bootstrap is over).
 */
export function standaloneAdminService(
  db: Db,
  opts: {
    publicUrl: string;
    /** LINKS_PER_HOUR (default 3): the shell's links count toward the same cap. */
    linksPerHour?: number;
    /** The shop's site ids: an operator's `--sites` must name them. */
    knownSiteIds?: readonly string[];
  },
) {
  const repo = new OperatorRepository(db);
  const auditLog = new AuditRepository(db);
  // Creating an operator hashes nothing and starts no session (the operator sets the password
  // through the link): the management part of the back office is all the shell needs.
  const admin = new OperatorAccountService({
    repo,
    auditLog,
    throttle: new LoginThrottle(new LoginThrottleRepository(db), 'admin-'),
    linksPerHour: opts.linksPerHour ?? 3,
    publicUrl: opts.publicUrl,
    knownSiteIds: opts.knownSiteIds ? () => opts.knownSiteIds! : undefined,
  });
  /** The audit entry of a creation from the shell: actor `cli`, no address. */
  const recordCli = (now: Date) => (tx: DbExecutor, row: OperatorRow) =>
    auditLog.insert(
      {
        at: now,
        actorKind: 'cli',
        actorId: null,
        actorName: 'cli',
        action: 'operator.create',
        entity: 'operator',
        entityId: row.id,
        before: null,
        after: auditView(row),
        address: null,
      },
      tx,
    );
  return { admin, recordCli };
}
