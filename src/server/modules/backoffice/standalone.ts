import type { OperatorRole } from '../../../shared/schemas/admin';
import type { Db } from '../../db/client';
import type { OperatorRow } from '../../db/rows';
import type { DbExecutor } from '../../db/executor';
import { AuditRepository } from '../../platform/audit/repository';
import { OperatorSessionService } from '../../platform/backoffice/sessions';
import { LoginThrottle } from '../../platform/throttle/login-throttle';
import { LoginThrottleRepository } from '../../platform/throttle/repository';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { PasswordHasher } from '../../platform/hashing/password-hasher';
import { OperatorRepository } from './repository';
import { AdminService } from './service';

/**
 * The back office's service outside the server: `npm run operator` (and the tests, which
 * create operators the way the shell does once the token API's bootstrap is over).
 */
export function standaloneAdminService(
  db: Db,
  opts: {
    publicUrl: string;
    shopName: string;
    idleMinutes: number;
    absoluteHours: number;
    totpRoles: readonly OperatorRole[];
    /** LINKS_PER_HOUR (default 3): the shell's links count toward the same cap. */
    linksPerHour?: number;
  },
) {
  const repo = new OperatorRepository(db);
  const auditLog = new AuditRepository(db);
  const admin = new AdminService({
    repo,
    tokens: new SingleUseTokens(db),
    auditLog,
    sessions: new OperatorSessionService({
      repo,
      idleMinutes: opts.idleMinutes,
      absoluteHours: opts.absoluteHours,
      secure: opts.publicUrl.startsWith('https://'),
      totpRoles: opts.totpRoles,
    }),
    throttle: new LoginThrottle(new LoginThrottleRepository(db), 'admin-'),
    // Creating an operator hashes nothing (the operator sets the password through the link).
    hasher: new PasswordHasher({ concurrency: 1, queueMax: 0, perAddress: 1 }),
    linksPerHour: opts.linksPerHour ?? 3,
    publicUrl: opts.publicUrl,
    shopName: opts.shopName,
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
        after: AdminService.auditView(row),
        address: null,
      },
      tx,
    );
  return { admin, recordCli };
}
