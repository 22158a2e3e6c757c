import type { AuditRecorder } from '../../platform/audit/audit';
import { randomUUID } from 'node:crypto';
import type {
  AdminMe,
  AuditList,
  AuditQuery,
  CreateOperatorRequest,
  Operator,
  OperatorLink,
  OperatorList,
  OperatorListQuery,
  PatchOperatorRequest,
  TotpSetup,
  TotpSetupRequest,
} from '../../../shared/schemas/admin';
import type { OperatorSessionStage } from '../../db/schema';
import { DomainError } from '../../errors';
import { assertPasswordPolicy } from '../../platform/auth/password-policy';
import { linkLimitReached } from '../../platform/limits/link-limits';
import type { PasswordHasher } from '../../platform/hashing/password-hasher';
import type { LoginThrottle } from '../../platform/throttle/login-throttle';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { isUniqueViolation } from '../../db/pg-errors';
import type { OperatorRepository } from './repository';
import { csrfTokenOf, type LiveOperatorSession, type OperatorSessionService } from '../../platform/backoffice/sessions';
import { newTotpSecret, totpStepOf, totpUri } from './totp';
import type { OperatorRow } from '../../db/rows';
import type { AuditRepository } from '../../platform/audit/repository';

/** An operator's set-password link (first password and resets) is valid this long. */
export const OPERATOR_LINK_HOURS = 72;

export interface AdminServiceDeps {
  repo: OperatorRepository;
  /** Set-password links (the platform's single-use link store); inside a transaction one on `tx`. */
  tokens: SingleUseTokens;
  auditLog: AuditRepository;
  sessions: OperatorSessionService;
  /** The login_throttle counters with the `admin-` prefix. */
  throttle: LoginThrottle;
  /** Argon2, through the shop's one bounded queue (ADR 032). */
  hasher: PasswordHasher;
  /** Set-password links one operator gets per hour (LINKS_PER_HOUR). */
  linksPerHour: number;
  publicUrl: string;
  /** The issuer shown in the authenticator app. */
  shopName: string;
}

/** The public view of an operator: never the hash or the TOTP secret. */
export function toOperator(row: OperatorRow, totpLockedUntil?: Date): Operator {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    status: row.status,
    totpEnabled: row.totpSecret !== null,
    totpLockedUntil: totpLockedUntil?.toISOString() ?? null,
    passwordSet: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an operator: the public view (no secrets at all). */
function auditView(row: OperatorRow) {
  const { id, username, role, status, totpEnabled, passwordSet } = toOperator(row);
  return { id, username, role, status, totpEnabled, passwordSet };
}

/** A login attempt's result; the route sets the cookie and writes the audit entry. */
export interface LoginResult {
  token: string;
  operator: OperatorRow;
  stage: OperatorSessionStage;
}

/**
 * Operators' accounts, login with password and TOTP, and their management (ADR 023). Free of
 * HTTP: the routes set cookies and write the audit entries with what this returns.
 */
export class AdminService {
  constructor(private readonly deps: AdminServiceDeps) {}

  me(live: LiveOperatorSession): AdminMe {
    const { operator, session } = live;
    return {
      operator: {
        id: operator.id,
        username: operator.username,
        role: operator.role,
        totpEnabled: operator.totpSecret !== null,
      },
      stage: session.stage,
      totpRequired: session.stage === 'totp',
      csrfToken: csrfTokenOf(live.token),
      idleMinutes: this.deps.sessions.idleMinutes,
    };
  }

  /** The answer of a login step: like /me for the new token. */
  meOf(result: LoginResult, sessionCreatedAt: Date): AdminMe {
    return this.me({
      token: result.token,
      operator: result.operator,
      session: {
        id: '',
        tokenHash: '',
        operatorId: result.operator.id,
        stage: result.stage,
        createdAt: sessionCreatedAt,
        lastSeenAt: sessionCreatedAt,
        expiresAt: sessionCreatedAt,
      },
    });
  }

  /**
   * Password step. Wrong password, unknown user, disabled account and an account without a
   * password yet answer the same 403 WRONG_CREDENTIALS after one Argon2 verify; `failed` tells
   * the route whom to name in the audit log (undefined for an unknown username).
   */
  async login(
    input: { username: string; password: string; address: string },
    now: Date,
  ): Promise<LoginResult> {
    const { repo, throttle, sessions } = this.deps;
    await throttle.assertOpen(input.username, input.address, now);
    const operator = await repo.findByUsername(input.username);
    const ok = await this.deps.hasher.verify(operator?.passwordHash, input.password, input.address);
    if (!ok || !operator || operator.status !== 'active') {
      await throttle.failed(input.username, input.address, now);
      throw new LoginFailed(operator);
    }
    await throttle.succeeded(input.username, input.address);
    // A locked second factor is told at once (only to whoever knows the password), so no code
    // step starts that could only be refused.
    if (operator.totpSecret) await throttle.assertSecondFactorOpen(operator.id, now);
    else await throttle.clearSecondFactor(operator.id);
    const stage: OperatorSessionStage = operator.totpSecret
      ? 'totp'
      : sessions.totpRequiredFor(operator.role)
        ? 'enrol'
        : 'active';
    const token = await sessions.start(operator, stage, now);
    return { token, operator, stage };
  }

  /**
   * Code step: a code of the current step ±1, not used before; then the session is active.
   * Six digits are guessable, and whoever reached this step knows the password: wrong codes
   * count per operator (SECOND_FACTOR_LIMITS), apart from the password counters that a right
   * password clears. The 3rd wrong code of a session ends it (401 TOTP_SESSION_ENDED); the 10th
   * in 15 minutes locks the second factor (429 TOTP_LOCKED) and ends the session as well.
   */
  async verifyTotp(live: LiveOperatorSession, code: string, now: Date): Promise<LoginResult> {
    const { throttle, sessions } = this.deps;
    const { operator } = live;
    await this.proveSecondFactor(live, operator, code, now);
    // Only a complete login clears the count.
    await throttle.clearSecondFactor(operator.id);
    const token = await sessions.advance(live.session, 'active', now);
    return { token, operator, stage: 'active' };
  }

  /**
   * A code of the operator's secret in `live`'s session, or a refusal that counts against the
   * second factor (SECOND_FACTOR_LIMITS): 403 TOTP_INVALID; the session's 3rd wrong code ends it
   * (401 TOTP_SESSION_ENDED); a lock (429 TOTP_LOCKED) ends it too.
   */
  private async proveSecondFactor(live: LiveOperatorSession, operator: OperatorRow, code: string, now: Date) {
    const { throttle, sessions } = this.deps;
    try {
      await throttle.assertSecondFactorOpen(operator.id, now);
    } catch (e) {
      await sessions.end(live.session.id);
      throw e;
    }
    if (await this.acceptCode(operator, operator.totpSecret, code, now)) return;
    const failure = await throttle.secondFactorFailed(operator.id, live.session.id, now);
    if (failure.sessionOver) await sessions.end(live.session.id);
    if (failure.lockedUntil) await throttle.assertSecondFactorOpen(operator.id, now);
    if (failure.sessionOver) {
      throw new DomainError('TOTP_SESSION_ENDED', 'Too many wrong codes: log in with the password again');
    }
    throw new DomainError('TOTP_INVALID', 'Wrong, expired or already used code');
  }

  /**
   * Offers a new secret (stored as pending until a code confirms it). Replacing an enrolled
   * secret needs the current password (401 WRONG_OLD_PASSWORD, counted like a failed login) and
   * a code of the current secret (counted like a wrong login code): a session left open must not
   * be enough to move the second factor to another phone. After an admin's reset there is no
   * secret, so the first enrolment needs neither.
   */
  async setupTotp(
    live: LiveOperatorSession,
    input: TotpSetupRequest,
    address: string,
    now: Date,
  ): Promise<TotpSetup> {
    const { repo, throttle } = this.deps;
    const operator = (await repo.findById(live.operator.id))!;
    if (operator.totpSecret) {
      await throttle.assertOpen(operator.username, address, now);
      if (
        !input.password ||
        !(await this.deps.hasher.verify(operator.passwordHash, input.password, address))
      ) {
        await this.wrongOldPassword(live, operator, address, now);
      }
      await this.proveSecondFactor(live, operator, input.code ?? '', now);
      await throttle.clearSecondFactor(operator.id);
    }
    const secret = newTotpSecret();
    await repo.update(operator.id, { totpPendingSecret: secret }, now);
    return { secret, uri: totpUri(secret, operator.username, this.deps.shopName) };
  }

  /**
   * Confirms the pending secret with a code from the app: it becomes the operator's secret.
   * An enrolling admin's session becomes active (under a new token); otherwise the token stays.
   * A renewal (a secret was enrolled) ends the operator's other sessions: whoever logged in with
   * the old secret is out. `renewed` tells the route which audit entry to write.
   */
  async confirmTotp(
    live: LiveOperatorSession,
    code: string,
    address: string,
    now: Date,
  ): Promise<LoginResult & { renewed: boolean }> {
    const { repo, throttle, sessions } = this.deps;
    const operator = (await repo.findById(live.operator.id))!;
    await throttle.assertOpen(operator.username, address, now);
    const pending = operator.totpPendingSecret;
    const step = pending ? totpStepOf(pending, code, now) : undefined;
    if (!pending || step === undefined) {
      await throttle.failed(operator.username, address, now);
      throw new DomainError('TOTP_INVALID', 'Wrong or expired code (or no TOTP setup started)');
    }
    const renewed = operator.totpSecret !== null;
    const updated = await repo.inTransaction(async (tx) => {
      const row = (await tx.update(
        operator.id,
        { totpSecret: pending, totpPendingSecret: null, totpLastStep: step },
        now,
      ))!;
      if (renewed) await tx.endOperatorSessions(operator.id, live.session.id);
      return row;
    });
    if (live.session.stage === 'enrol') {
      const token = await sessions.advance(live.session, 'active', now);
      return { token, operator: updated, stage: 'active', renewed };
    }
    return { token: live.token, operator: updated, stage: live.session.stage, renewed };
  }

  private async acceptCode(operator: OperatorRow, secret: string | null, code: string, now: Date) {
    if (!secret) return false;
    const step = totpStepOf(secret, code, now);
    // The step must be newer than the last used one; the update is atomic (two parallel uses).
    return step !== undefined && (await this.deps.repo.useTotpStep(operator.id, step));
  }

  async logout(live: LiveOperatorSession): Promise<void> {
    await this.deps.sessions.end(live.session.id);
  }

  /**
   * Sets the password with a one-time link (first password, reset). The operator's sessions
   * end and other open links die. Returns the operator (for the audit entry).
   */
  async setPassword(
    input: { token: string; password: string; address?: string },
    now: Date,
    record: AuditRecorder<OperatorRow>,
  ): Promise<OperatorRow> {
    const { repo: outer } = this.deps;
    const gone = () => new DomainError('TOKEN_GONE', 'The link has expired or was already used');
    const row = await this.deps.tokens.find(input.token, 'operator', now);
    if (!row) throw gone();
    const operator = await outer.findById(row.subject.id);
    if (!operator || operator.status !== 'active') throw gone();
    // Checked before the token is used, so a refused password can be retried with the link.
    assertPasswordPolicy(input.password, { username: operator.username, mail: '' });
    // Hashed before the transaction: it takes a while and holds no lock.
    const passwordHash = await this.deps.hasher.hash(input.password, input.address);
    return outer.inTransaction(async (repo, tx) => {
      const tokens = new SingleUseTokens(tx);
      if (!(await tokens.use(row.id, now))) throw gone();
      // The first admin to set a password ends the token API's bootstrap (ADR 035): the links it
      // handed out before die with it (ADR 057); admins issue new ones in the back office.
      const endsBootstrap = operator.role === 'admin' && !(await repo.hasActiveAdminWithPassword());
      const updated = (await repo.update(operator.id, { passwordHash }, now))!;
      if (endsBootstrap) await tokens.endAllOperatorLinks(now);
      await tokens.endAll({ kind: 'operator', id: operator.id }, now);
      await repo.endOperatorSessions(operator.id);
      await record(tx, updated);
      return updated;
    });
  }

  /**
   * Own password change: the old one must be right; other sessions end, this one stays. The old
   * password is checked like a login (issue 17): under the name's lock from this address (429
   * LOGIN_LOCKED), a wrong one counts as a failed login, and the session's 5th wrong one ends
   * the session (401 PASSWORD_SESSION_ENDED). The route audits each refusal.
   */
  async changePassword(
    live: LiveOperatorSession,
    input: { oldPassword: string; newPassword: string },
    address: string,
    now: Date,
    record: AuditRecorder<OperatorRow>,
  ): Promise<void> {
    const { repo: outer, throttle, hasher } = this.deps;
    const operator = (await outer.findById(live.operator.id))!;
    await throttle.assertOpen(operator.username, address, now);
    if (!(await hasher.verify(operator.passwordHash, input.oldPassword, address))) {
      await this.wrongOldPassword(live, operator, address, now);
    }
    assertPasswordPolicy(input.newPassword, { username: operator.username, mail: '' });
    const passwordHash = await hasher.hash(input.newPassword, address);
    await outer.inTransaction(async (repo, tx) => {
      const updated = (await repo.update(operator.id, { passwordHash }, now))!;
      await repo.endOperatorSessions(operator.id, live.session.id);
      await record(tx, updated);
    });
  }

  /**
   * A wrong current password in `live`'s session: a failed login of the name from this address;
   * the session's 5th ends it (401 PASSWORD_SESSION_ENDED), before that 401 WRONG_OLD_PASSWORD.
   */
  private async wrongOldPassword(
    live: LiveOperatorSession,
    operator: OperatorRow,
    address: string,
    now: Date,
  ): Promise<never> {
    const { throttle, sessions } = this.deps;
    if (await throttle.oldPasswordFailed(operator.username, address, live.session.id, now)) {
      await sessions.end(live.session.id);
      throw new DomainError('PASSWORD_SESSION_ENDED', 'Too many wrong passwords: log in again');
    }
    throw new DomainError('WRONG_OLD_PASSWORD', 'The current password is wrong');
  }

  // ---- management ----

  /**
   * The token API's creation (issue 17): bootstrap only. Once an active admin with a password
   * exists, 409 OPERATORS_BOOTSTRAPPED: from then on admins create operators in the back office
   * (TOTP, audited under their name) and the shell's `npm run operator` covers a lost admin.
   * An admin whose link was never used does not close it, so a lost first link is no dead end.
   */
  async createFirst(
    input: CreateOperatorRequest,
    now: Date,
    record: AuditRecorder<OperatorRow>,
  ): Promise<OperatorLink> {
    if (await this.deps.repo.hasActiveAdminWithPassword()) {
      throw new DomainError(
        'OPERATORS_BOOTSTRAPPED',
        'An admin exists: create operators in the back office (or with npm run operator)',
      );
    }
    return this.create(input, now, record);
  }

  async create(
    input: CreateOperatorRequest,
    now: Date,
    record: AuditRecorder<OperatorRow>,
  ): Promise<OperatorLink> {
    const exists = () => new DomainError('OPERATOR_EXISTS', 'An operator with this username exists');
    if (await this.deps.repo.findByUsername(input.username)) throw exists();
    try {
      return await this.deps.repo.inTransaction(async (repo, tx) => {
        const row = await repo.insert({
          id: randomUUID(),
          username: input.username.trim(),
          role: input.role,
          now,
        });
        const link = await this.issueLink(new SingleUseTokens(tx), row, now);
        await record(tx, row);
        return link;
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw exists();
      throw e;
    }
  }

  /** A new one-time set-password link (older open links die). */
  private async issueLink(tokens: SingleUseTokens, row: OperatorRow, now: Date): Promise<OperatorLink> {
    // Older open links die: only the newest printout works.
    const issued = await tokens.issue(
      { kind: 'operator', id: row.id },
      'operator-password',
      OPERATOR_LINK_HOURS * 3_600_000,
      now,
      this.deps.linksPerHour,
    );
    // 429 LINK_LIMIT; the caller's transaction (new operator, reset) rolls back with it.
    if ('refusedUntil' in issued) throw linkLimitReached(issued.refusedUntil, now);
    const { token, expiresAt } = issued;
    return {
      operator: toOperator(row),
      setPasswordUrl: `${this.deps.publicUrl}/admin/set-password?token=${token}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The operators of one page, each with the lock of its second factor (if running). */
  async list(q: OperatorListQuery, now: Date): Promise<OperatorList> {
    const { rows, total } = await this.deps.repo.list(q);
    const locks = await this.deps.throttle.secondFactorLocks(rows.map((r) => r.id), now);
    return { items: rows.map((r) => toOperator(r, locks.get(r.id))), total };
  }

  async get(id: string): Promise<OperatorRow> {
    const row = await this.deps.repo.findById(id);
    if (!row) throw new DomainError('OPERATOR_NOT_FOUND', 'No such operator');
    return row;
  }

  /**
   * Changes role and/or status. An admin cannot take their own admin role or disable
   * themselves, so the back office always keeps an admin who can log in. Disabling ends the
   * operator's sessions and links at once.
   */
  async patch(
    actorId: string,
    id: string,
    input: PatchOperatorRequest,
    now: Date,
    record: AuditRecorder<{ before: ReturnType<typeof auditView>; after: ReturnType<typeof auditView> }>,
  ): Promise<{
    before: ReturnType<typeof auditView>;
    after: ReturnType<typeof auditView>;
    operator: Operator;
  }> {
    const current = await this.get(id);
    if (id === actorId && ((input.role && input.role !== 'admin') || input.status === 'disabled')) {
      throw new DomainError(
        'OPERATOR_SELF_CHANGE',
        'You cannot remove your own admin role or disable yourself',
      );
    }
    return this.deps.repo.inTransaction(async (repo, tx) => {
      const updated = (await repo.update(id, { role: input.role, status: input.status }, now))!;
      if (input.status === 'disabled') {
        await repo.endOperatorSessions(id);
        await new SingleUseTokens(tx).endAll({ kind: 'operator', id }, now);
      }
      const change = { before: auditView(current), after: auditView(updated) };
      await record(tx, change);
      return { ...change, operator: toOperator(updated) };
    });
  }

  /**
   * Lost password or phone: the password and TOTP are cleared (and a second-factor lock with
   * them), sessions end, and a new set-password link is issued (an admin enrols TOTP again at
   * the next login). Not for oneself.
   */
  async reset(
    actorId: string | undefined,
    id: string,
    now: Date,
    record: AuditRecorder<{ before: ReturnType<typeof auditView>; after: ReturnType<typeof auditView> }>,
  ): Promise<{
    link: OperatorLink;
    before: ReturnType<typeof auditView>;
    after: ReturnType<typeof auditView>;
  }> {
    const current = await this.get(id);
    if (id === actorId) {
      throw new DomainError('OPERATOR_SELF_CHANGE', 'Change your own password instead of resetting yourself');
    }
    const done = await this.deps.repo.inTransaction(async (repo, tx) => {
      const updated = (await repo.update(
        id,
        { passwordHash: null, totpSecret: null, totpPendingSecret: null, totpLastStep: null },
        now,
      ))!;
      await repo.endOperatorSessions(id);
      const link = await this.issueLink(new SingleUseTokens(tx), updated, now);
      const change = { before: auditView(current), after: auditView(updated) };
      await record(tx, change);
      return { link, ...change };
    });
    // The reset ends a second-factor lock: the new enrolment starts afresh.
    await this.deps.throttle.clearSecondFactor(id);
    return done;
  }

  async auditSearch(q: AuditQuery): Promise<AuditList> {
    const { rows, total } = await this.deps.auditLog.search(q);
    return {
      items: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actorKind: r.actorKind,
        actorId: r.actorId,
        actorName: r.actorName,
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        before: r.before,
        after: r.after,
        address: r.address,
      })),
      total,
    };
  }

  static auditView = auditView;
}

/** A failed password step: the route audits it (naming the operator when the name exists). */
export class LoginFailed extends DomainError {
  constructor(readonly operator: OperatorRow | undefined) {
    super('WRONG_CREDENTIALS', 'Wrong username or password');
  }
}
