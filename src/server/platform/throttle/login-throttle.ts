import { DomainError } from '../../errors';
import type { LoginThrottleRepository } from './repository';

/**
 * Lockout (ADR 015, ADR 032). 10 failures in 15 minutes per (account, address) lock that pair
 * for 15 minutes. An address, whatever the accounts (password spraying), is never locked hard:
 * people behind one NAT (a car park's Wi-Fi) share it. From its `free`th failure in 15 minutes
 * on, each further failure makes the address wait before its next try, 1 s doubling up to 60 s,
 * answered at once as 429 LOGIN_LOCKED with Retry-After (no request is held open on the
 * server, so waiting costs the shop nothing). An attacker elsewhere never locks a user out: the
 * user's own address has its own counters.
 */
export const LOGIN_LIMITS = {
  account: { failures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  address: { free: 10, windowMs: 15 * 60_000, firstDelayMs: 1_000, maxDelayMs: 60_000 },
};

/**
 * Wrong old passwords (password change, TOTP renewal): after `perSession` in one session the
 * session ends, so a stolen session cannot guess the password that protects it.
 */
export const OLD_PASSWORD_LIMITS = { perSession: 5, windowMs: 15 * 60_000 };

/** A failure limit never reached (the largest integer the counter's column holds). */
const NO_LOCK = 2_147_483_647;

/** The wait after the address's `failures`th failure (0 while it is within `free`). */
export function addressDelayMs(failures: number): number {
  const { free, firstDelayMs, maxDelayMs } = LOGIN_LIMITS.address;
  if (failures < free) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(failures - free, 30));
}

/**
 * Second factor: wrong codes count per account across all addresses, apart from the
 * password counters, because a correct password step must not wipe them. A code-step session
 * ends after `perSession` wrong codes; 10 in 15 minutes lock the account's second factor for
 * 15 minutes (or until an admin resets the account). Only a complete login clears the count.
 */
export const SECOND_FACTOR_LIMITS = {
  perSession: 3,
  account: { failures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
};

/** What one wrong code did: the code-step session is over, and maybe the second factor locked. */
export interface SecondFactorFailure {
  sessionOver: boolean;
  lockedUntil: Date | undefined;
}

/**
 * The failed-login counters of one kind of account, in the login_throttle table. Customers use
 * the keys `acct:…`/`addr:…`, the back office `admin-acct:…`/`admin-addr:…` (ADR 023), so a
 * burst against one never locks the other.
 */
export class LoginThrottle {
  constructor(
    private readonly repo: LoginThrottleRepository,
    private readonly prefix = '',
  ) {}

  private keys(username: string, address: string) {
    return {
      account: `${this.prefix}acct:${username.trim().toLowerCase()}|${address}`,
      address: `${this.prefix}addr:${address}`,
    };
  }

  /**
   * 429 LOGIN_LOCKED (with Retry-After) while the account from this address is locked, or the
   * address must still wait after its last failure.
   */
  async assertOpen(username: string, address: string, now: Date): Promise<void> {
    const k = this.keys(username, address);
    const locked = await this.repo.lockedUntil([k.account, k.address], now);
    if (locked) {
      throw new DomainError(
        'LOGIN_LOCKED',
        'Too many failed logins, try again later',
        undefined,
        secondsUntil(locked, now),
      );
    }
  }

  async failed(username: string, address: string, now: Date): Promise<void> {
    const k = this.keys(username, address);
    const { account, address: addr } = LOGIN_LIMITS;
    await this.repo.recordFailure(k.account, now, account.failures, account.windowMs, account.lockMs);
    // Counted without a lock of its own; the wait is set from the count.
    const failures = await this.repo.recordFailure(k.address, now, NO_LOCK, addr.windowMs, 0);
    const delay = addressDelayMs(failures);
    if (delay > 0) await this.repo.lockUntil(k.address, new Date(now.getTime() + delay));
    await this.repo.pruneFailures(now);
  }

  /**
   * A wrong old password in the session `sessionId` (password change, TOTP renewal): counted
   * like a failed login of the account from this address, and per session. True when the
   * session must end (OLD_PASSWORD_LIMITS.perSession reached).
   */
  async oldPasswordFailed(username: string, address: string, sessionId: string, now: Date): Promise<boolean> {
    await this.failed(username, address, now);
    const { perSession, windowMs } = OLD_PASSWORD_LIMITS;
    const inSession = await this.repo.recordFailure(
      `${this.prefix}old-password:${sessionId}`,
      now,
      perSession,
      windowMs,
      windowMs,
    );
    return inSession >= perSession;
  }

  async succeeded(username: string, address: string): Promise<void> {
    await this.repo.clearFailures(this.keys(username, address).account);
  }

  // ---- second factor, keyed by the account's id (a rename does not reset it) ----

  private secondFactorKey(accountId: string) {
    return `${this.prefix}2fa:${accountId}`;
  }

  /** 429 TOTP_LOCKED (with Retry-After) while the account's second factor is locked. */
  async assertSecondFactorOpen(accountId: string, now: Date): Promise<void> {
    const locked = await this.repo.lockedUntil([this.secondFactorKey(accountId)], now);
    if (locked) throw secondFactorLocked(locked, now);
  }

  /** Counts a wrong code for the account and for the code-step session `sessionId`. */
  async secondFactorFailed(accountId: string, sessionId: string, now: Date): Promise<SecondFactorFailure> {
    const { account, perSession } = SECOND_FACTOR_LIMITS;
    const total = await this.repo.recordFailure(
      this.secondFactorKey(accountId),
      now,
      account.failures,
      account.windowMs,
      account.lockMs,
    );
    // The session's own count lives as long as a code step could (its lock is never read).
    const inSession = await this.repo.recordFailure(
      `${this.prefix}2fa-session:${sessionId}`,
      now,
      perSession,
      account.windowMs,
      account.windowMs,
    );
    await this.repo.pruneFailures(now);
    const lockedUntil =
      total >= account.failures
        ? await this.repo.lockedUntil([this.secondFactorKey(accountId)], now)
        : undefined;
    return { sessionOver: inSession >= perSession || lockedUntil !== undefined, lockedUntil };
  }

  /** A complete login, or an admin's reset: the second-factor count and lock are gone. */
  async clearSecondFactor(accountId: string): Promise<void> {
    await this.repo.clearFailures(this.secondFactorKey(accountId));
  }

  /** The running second-factor locks of these accounts, by account id. */
  async secondFactorLocks(accountIds: string[], now: Date): Promise<Map<string, Date>> {
    const locks = await this.repo.locks(
      accountIds.map((id) => this.secondFactorKey(id)),
      now,
    );
    return new Map(
      accountIds.flatMap((id) => {
        const until = locks.get(this.secondFactorKey(id));
        return until ? [[id, until] as const] : [];
      }),
    );
  }
}

/** The 429 of a locked second factor; Retry-After in whole seconds. */
function secondFactorLocked(until: Date, now: Date): DomainError {
  return new DomainError(
    'TOTP_LOCKED',
    'Too many wrong codes, the second factor is locked',
    { lockedUntil: until.toISOString() },
    secondsUntil(until, now),
  );
}

/** Whole seconds until `until` (at least 1), for Retry-After. */
function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
