import { randomUUID } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNotNull, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import { accountLinksLockSql } from '../../db/locks';
import type { DbExecutor } from '../../db/executor';
import { singleUseTokens, type SingleUseTokenPurpose } from '../../db/schema';
import { newSessionId } from '../codes';
import { hashSessionToken } from '../customers/sessions';

/**
 * Whose link it is: a customer account, a back-office operator, or a permission (a reminder's
 * one-click renewal, ADR 044: guests have no account, and each permit has its own link).
 */
export type TokenSubject =
  | { kind: 'customer'; id: string }
  | { kind: 'operator'; id: string }
  | { kind: 'permission'; id: string }
  /** A company's invitation of a member (ADR 065), who may have no account yet. */
  | { kind: 'companyMember'; id: string };

export interface UsableToken {
  id: string;
  subject: TokenSubject;
  purpose: SingleUseTokenPurpose;
  expiresAt: Date;
  /** A sign-up's password, bound to this link; null otherwise. */
  passwordHash: string | null;
}

/**
 * Links anyone may trigger without logging in (forgot password, sign-up). They have their own
 * hourly budget and end no link of another purpose (ADR 057): a stranger's requests must not use
 * up an account's links, nor end its invitation or an operator's reset link.
 */
export const ANONYMOUS_PURPOSES: readonly SingleUseTokenPurpose[] = ['forgot', 'signup'];

export interface IssueOptions {
  /** The subject's links per hour of the same budget (anonymous or not); beyond it, refused. */
  perHour?: number;
  /**
   * Which open links of the subject die: 'all' (default: only the newest printout works),
   * 'same-purpose' (an anonymous reset: only the newest such mail works), 'none' (a sign-up:
   * each link carries its own password).
   */
  ends?: 'all' | 'same-purpose' | 'none';
  /** A sign-up's password hash, stored with the link. */
  passwordHash?: string;
}

/** The window of the per-account link cap (LINKS_PER_HOUR). */
const HOUR_MS = 3_600_000;

/** Used or expired links are kept this long (a late click gets "expired", not "unknown"). */
const KEEP_DAYS = 30;

function subjectColumn(subject: TokenSubject): SQL {
  switch (subject.kind) {
    case 'customer':
      return eq(singleUseTokens.customerId, subject.id);
    case 'operator':
      return eq(singleUseTokens.operatorId, subject.id);
    case 'permission':
      return eq(singleUseTokens.permissionId, subject.id);
    case 'companyMember':
      return eq(singleUseTokens.companyMemberId, subject.id);
  }
}

/**
 * The one store of single-use links: customer invitations and password resets, operators'
 * set-password links. The mail or the admin gets the random token; the table keeps only its
 * SHA-256, and a link works once, before it expires. Built on the database or on a caller's
 * transaction, so a link is issued or used in the same commit as what it belongs to.
 */
export class SingleUseTokens {
  constructor(private readonly db: DbExecutor) {}

  /**
   * A new link; every older open link of the subject dies first, so only the newest mail or
   * printout works. Returns the token to hand out (it is stored nowhere).
   *
   * With `perHour`, the subject gets at most that many links in any hour (no mail-bombing,
   * ADR 032): beyond it nothing is issued and the answer says when the next link is possible.
   * The count runs under a per-subject transaction lock, so the caller must run this in a
   * transaction: parallel requests then count one after the other and only `perHour` win.
   */
  async issue(
    subject: TokenSubject,
    purpose: SingleUseTokenPurpose,
    validMs: number,
    now: Date,
    perHourOrOptions?: number | IssueOptions,
  ): Promise<{ token: string; expiresAt: Date } | { refusedUntil: Date }> {
    const opts: IssueOptions =
      typeof perHourOrOptions === 'number' ? { perHour: perHourOrOptions } : (perHourOrOptions ?? {});
    if (opts.perHour !== undefined) {
      const refusedUntil = await this.capReached(
        subject,
        opts.perHour,
        now,
        ANONYMOUS_PURPOSES.includes(purpose),
      );
      if (refusedUntil) return { refusedUntil };
    }
    const ends = opts.ends ?? 'all';
    if (ends === 'all') await this.endAll(subject, now);
    if (ends === 'same-purpose') {
      await this.db
        .update(singleUseTokens)
        .set({ usedAt: now })
        .where(
          and(subjectColumn(subject), eq(singleUseTokens.purpose, purpose), isNull(singleUseTokens.usedAt)),
        );
    }
    const token = newSessionId();
    const expiresAt = new Date(now.getTime() + validMs);
    await this.db.insert(singleUseTokens).values({
      id: randomUUID(),
      customerId: subject.kind === 'customer' ? subject.id : null,
      operatorId: subject.kind === 'operator' ? subject.id : null,
      permissionId: subject.kind === 'permission' ? subject.id : null,
      companyMemberId: subject.kind === 'companyMember' ? subject.id : null,
      purpose,
      tokenHash: hashSessionToken(token),
      passwordHash: opts.passwordHash ?? null,
      expiresAt,
      createdAt: now,
    });
    return { token, expiresAt };
  }

  /**
   * When the subject may get its next link, if its last hour already holds `perHour` links of
   * the same budget: anonymous links count only against each other, the others likewise.
   */
  private async capReached(
    subject: TokenSubject,
    perHour: number,
    now: Date,
    anonymous: boolean,
  ): Promise<Date | undefined> {
    await this.db.execute(accountLinksLockSql(`${subject.kind}:${subject.id}`));
    const since = new Date(now.getTime() - HOUR_MS);
    const budget = anonymous
      ? inArray(singleUseTokens.purpose, [...ANONYMOUS_PURPOSES])
      : notInArray(singleUseTokens.purpose, [...ANONYMOUS_PURPOSES]);
    const rows = await this.db
      .select({ createdAt: singleUseTokens.createdAt })
      .from(singleUseTokens)
      .where(and(subjectColumn(subject), gte(singleUseTokens.createdAt, since), budget))
      .orderBy(singleUseTokens.createdAt);
    if (rows.length < perHour) return undefined;
    // The oldest link that keeps the count at the cap leaves the hour first.
    return new Date(rows[rows.length - perHour].createdAt.getTime() + HOUR_MS);
  }

  /** The open link of `token` for the given kind of subject, or undefined. */
  async find(token: string, kind: TokenSubject['kind'], now: Date): Promise<UsableToken | undefined> {
    const [row] = await this.db
      .select()
      .from(singleUseTokens)
      .where(
        and(
          eq(singleUseTokens.tokenHash, hashSessionToken(token)),
          isNull(singleUseTokens.usedAt),
          gt(singleUseTokens.expiresAt, now),
        ),
      );
    if (!row) return undefined;
    const subject: TokenSubject | undefined =
      row.customerId !== null
        ? { kind: 'customer', id: row.customerId }
        : row.operatorId !== null
          ? { kind: 'operator', id: row.operatorId }
          : row.permissionId !== null
            ? { kind: 'permission', id: row.permissionId }
            : row.companyMemberId !== null
              ? { kind: 'companyMember', id: row.companyMemberId }
              : undefined;
    // A customer's link never opens the back office's set-password page, nor the reverse.
    if (!subject || subject.kind !== kind) return undefined;
    return {
      id: row.id,
      subject,
      purpose: row.purpose,
      expiresAt: row.expiresAt,
      passwordHash: row.passwordHash,
    };
  }

  /** Uses the link: false when it was used meanwhile (two tabs), so only one use wins. */
  async use(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(singleUseTokens)
      .set({ usedAt: now })
      .where(
        and(eq(singleUseTokens.id, id), isNull(singleUseTokens.usedAt), gt(singleUseTokens.expiresAt, now)),
      )
      .returning({ id: singleUseTokens.id });
    return rows.length > 0;
  }

  /** Every open link of the subject dies (a new link, password set, account blocked). */
  async endAll(subject: TokenSubject, now: Date): Promise<void> {
    await this.db
      .update(singleUseTokens)
      .set({ usedAt: now })
      .where(and(subjectColumn(subject), isNull(singleUseTokens.usedAt)));
  }

  /**
   * Every open link of every operator dies: the end of the token API's bootstrap (ADR 057). The
   * links it printed before the first admin set a password must not outlive it; admins hand out
   * new ones in the back office.
   */
  async endAllOperatorLinks(now: Date): Promise<number> {
    const rows = await this.db
      .update(singleUseTokens)
      .set({ usedAt: now })
      .where(and(isNotNull(singleUseTokens.operatorId), isNull(singleUseTokens.usedAt)))
      .returning({ id: singleUseTokens.id });
    return rows.length;
  }

  /** The subject's links, used or not, go (a never-confirmed sign-up being removed). */
  async deleteAll(subject: TokenSubject): Promise<void> {
    await this.db.delete(singleUseTokens).where(subjectColumn(subject));
  }

  /** Whether the subject has a link that can still be used. */
  async hasOpen(subject: TokenSubject, now: Date): Promise<boolean> {
    const rows = await this.db
      .select({ id: singleUseTokens.id })
      .from(singleUseTokens)
      .where(and(subjectColumn(subject), isNull(singleUseTokens.usedAt), gt(singleUseTokens.expiresAt, now)))
      .limit(1);
    return rows.length > 0;
  }

  /** Links used or expired more than KEEP_DAYS ago. */
  async prune(now: Date): Promise<void> {
    const before = new Date(now.getTime() - KEEP_DAYS * 86_400_000);
    await this.db
      .delete(singleUseTokens)
      .where(or(lt(singleUseTokens.usedAt, before), lt(singleUseTokens.expiresAt, before)));
  }
}
