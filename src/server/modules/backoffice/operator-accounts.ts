import type { AuditRecorder } from '../../platform/audit/audit';
import { randomUUID } from 'node:crypto';
import type {
  AuditList,
  AuditQuery,
  CreateOperatorRequest,
  Operator,
  OperatorLink,
  OperatorRole,
  OperatorList,
  OperatorListQuery,
  PatchOperatorRequest,
} from '../../../shared/schemas/admin';
import { DomainError } from '../../errors';
import { linkLimitReached } from '../../platform/limits/link-limits';
import type { LoginThrottle } from '../../platform/throttle/login-throttle';
import { SingleUseTokens } from '../../platform/tokens/single-use-tokens';
import { isUniqueViolation } from '../../db/pg-errors';
import type { OperatorRepository } from './repository';
import type { OperatorRow } from '../../db/rows';
import type { AuditRepository } from '../../platform/audit/repository';

/** An operator's set-password link (first password and resets) is valid this long. */
export const OPERATOR_LINK_HOURS = 72;

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
    siteIds: row.role === 'admin' ? null : (row.siteIds ?? null),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an operator: the public view (no secrets at all). */
export function auditView(row: OperatorRow) {
  const { id, username, role, status, totpEnabled, passwordSet, siteIds } = toOperator(row);
  return { id, username, role, status, totpEnabled, passwordSet, siteIds };
}

/**
 * The back office's management of operators (ADR 023): created (the token API's bootstrap,
 * the back office, the shell) with a set-password link, listed, changed, disabled and reset; and
 * the audit log's search. Free of HTTP: the routes write the audit entries with what this returns.
 */
export class OperatorAccountService {
  constructor(
    private readonly deps: {
      repo: OperatorRepository;
      auditLog: AuditRepository;
      /** The second factor's locks: listed, and ended by a reset. */
      throttle: LoginThrottle;
      /** Set-password links one operator gets per hour (LINKS_PER_HOUR). */
      linksPerHour: number;
      publicUrl: string;
      /**
       * The shop's site ids, read per call (the catalogue may change); absent: not checked
       * (the shell creates admins, who see every site anyway).
       */
      knownSiteIds?: () => readonly string[];
    },
  ) {}

  /**
   * The sites an operator of `role` is limited to (ADR 060): an admin always sees every site
   * (null); an unknown site is refused, so a typo cannot lock an operator out of everything.
   */
  private sitesFor(role: OperatorRole, siteIds: readonly string[] | null | undefined): string[] | null {
    if (role === 'admin' || !siteIds) return null;
    const known = this.deps.knownSiteIds?.();
    const unknown = known ? siteIds.filter((id) => !known.includes(id)) : [];
    if (unknown.length > 0) {
      throw new DomainError('OPERATOR_SITE_UNKNOWN', 'The shop has no such site', { siteIds: unknown });
    }
    return [...new Set(siteIds)];
  }

  /**
   * The token API's creation: bootstrap only. Once an active admin with a password
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
    const siteIds = this.sitesFor(input.role, input.siteIds);
    if (await this.deps.repo.findByUsername(input.username)) throw exists();
    try {
      return await this.deps.repo.inTransaction(async (repo, tx) => {
        const row = await repo.insert({
          id: randomUUID(),
          username: input.username.trim(),
          role: input.role,
          siteIds,
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
    const locks = await this.deps.throttle.secondFactorLocks(
      rows.map((r) => r.id),
      now,
    );
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
      // A role change keeps the sites unless new ones come along; an admin's are always null.
      const role = input.role ?? current.role;
      const siteIds = this.sitesFor(role, input.siteIds === undefined ? current.siteIds : input.siteIds);
      const updated = (await repo.update(id, { role: input.role, status: input.status, siteIds }, now))!;
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
}
