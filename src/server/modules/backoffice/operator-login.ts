import type { AuditRecorder } from '../../platform/audit/audit';
import type { AdminMe, TotpSetup, TotpSetupRequest } from '../../../shared/schemas/admin';
import type { OperatorSessionStage } from '../../db/schema';
import { DomainError } from '../../errors';
import { assertPasswordPolicy } from '../../platform/auth/password-policy';
import type { PasswordHasher } from '../../platform/hashing/password-hasher';
import type { LoginThrottle } from '../../platform/throttle/login-throttle';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import type { OperatorRepository } from './repository';
import {
  csrfTokenOf,
  type LiveOperatorSession,
  type OperatorSessionService,
} from '../../platform/backoffice/sessions';
import { newTotpSecret, totpStepOf, totpUri } from './totp';
import type { OperatorRow } from '../../db/rows';
import type { CatalogueReader } from '../../platform/catalogue/view';
import { siteName } from '../../config/sites';

export interface OperatorLoginDeps {
  repo: OperatorRepository;
  /** Set-password links (the platform's single-use link store); inside a transaction one on `tx`. */
  tokens: SingleUseTokens;
  sessions: OperatorSessionService;
  /** The login_throttle counters with the `admin-` prefix. */
  throttle: LoginThrottle;
  /** Argon2, through the shop's one bounded queue (ADR 032). */
  hasher: PasswordHasher;
  /** The shop's name in force: the issuer shown in the authenticator app. */
  catalogue: CatalogueReader;
}

/** A login attempt's result; the route sets the cookie and writes the audit entry. */
export interface LoginResult {
  token: string;
  operator: OperatorRow;
  stage: OperatorSessionStage;
}

/**
 * An operator's own way in (ADR 023): login with password and TOTP, the second factor's
 * enrolment, logout, and the password set by link or changed. Free of HTTP: the routes set
 * cookies and write the audit entries with what this returns. The operators' management:
 * `OperatorAccountService`.
 */
export class OperatorLoginService {
  constructor(private readonly deps: OperatorLoginDeps) {}

  me(live: LiveOperatorSession): AdminMe {
    const { operator, session } = live;
    const siteIds = operator.role === 'admin' ? null : (operator.siteIds ?? null);
    const shop = this.deps.catalogue.current().config;
    return {
      operator: {
        id: operator.id,
        username: operator.username,
        role: operator.role,
        totpEnabled: operator.totpSecret !== null,
        siteIds,
      },
      // The switcher's choices: the operator's own sites only, in the shop's order.
      sites: shop.sites
        .filter((s) => siteIds === null || siteIds.includes(s.id))
        .map((s) => ({ id: s.id, name: siteName(shop, s) })),
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
    return {
      secret,
      uri: totpUri(secret, operator.username, this.deps.catalogue.current().config.shop.name),
    };
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
   * password is checked like a login: under the name's lock from this address (429
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
}

/** A failed password step: the route audits it (naming the operator when the name exists). */
export class LoginFailed extends DomainError {
  constructor(readonly operator: OperatorRow | undefined) {
    super('WRONG_CREDENTIALS', 'Wrong username or password');
  }
}
