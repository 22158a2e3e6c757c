import { DomainError } from '../../errors';
import type { LoginThrottleRepository } from './repository';

/**
 * Lockout (ADR 015): 10 failures in 15 minutes per (account, address) lock that pair for 15
 * minutes; 50 failures in 15 minutes from one address, whatever the accounts, lock the address
 * (password spraying). An attacker elsewhere never locks a user out: the user's own address
 * has its own counter.
 */
export const LOGIN_LIMITS = {
  account: { failures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  address: { failures: 50, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
};

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

  /** 429 LOGIN_LOCKED (with Retry-After) while the account from this address, or the address, is locked. */
  async assertOpen(username: string, address: string, now: Date): Promise<void> {
    const k = this.keys(username, address);
    const locked = await this.repo.lockedUntil([k.account, k.address], now);
    if (locked) {
      const seconds = Math.max(1, Math.ceil((locked.getTime() - now.getTime()) / 1000));
      throw new DomainError('LOGIN_LOCKED', 'Too many failed logins, try again later', undefined, seconds);
    }
  }

  async failed(username: string, address: string, now: Date): Promise<void> {
    const k = this.keys(username, address);
    const { account, address: addr } = LOGIN_LIMITS;
    await this.repo.recordFailure(k.account, now, account.failures, account.windowMs, account.lockMs);
    await this.repo.recordFailure(k.address, now, addr.failures, addr.windowMs, addr.lockMs);
    await this.repo.pruneFailures(now);
  }

  async succeeded(username: string, address: string): Promise<void> {
    await this.repo.clearFailures(this.keys(username, address).account);
  }
}
