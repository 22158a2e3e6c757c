import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { SecurityLog } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { customerSecurityEvents, type CustomerSecurityEventKind } from '../../db/schema';

/** Where a login came from, as the request shows it. */
export interface ClientInfo {
  /** The client address as the counters key it (clientAddress: an IPv6 one by its /64). */
  address: string | undefined;
  userAgent: string | undefined;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Firefox · Windows" (no words, so it reads the same in every language): enough for a customer to recognise a login, without keeping the whole
 * User-Agent (a fingerprint). Unknown parts are left out; null when nothing is known.
 */
export function deviceSummary(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? null;
}

/** The network, not the host: 203.0.113.x, or an IPv6 address's /64 (2001:db8:1:2::/64). */
export function maskedAddress(address: string | undefined): string | null {
  if (!address) return null;
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(address);
  if (v4) return `${v4[1]}.x`;
  if (address.includes(':')) {
    const groups = address.split('::')[0].split(':').slice(0, 4);
    return `${groups.join(':')}::/64`;
  }
  return null;
}

/**
 * The customer's security log (table customer_security_events; why not the audit log: see the
 * table in db/schema.ts). Written by the login, the password change and the reset; read by the
 * customer in the portal. Keeps the last ENTRIES_KEPT entries per account: failed logins are
 * written by strangers, so the table must stay bounded per account whatever they try; entries
 * go with the account (ON DELETE CASCADE).
 */
export class SecurityLogService {
  static readonly ENTRIES_KEPT = 100;

  constructor(private readonly db: Db) {}

  async record(
    customerId: string,
    kind: CustomerSecurityEventKind,
    client: ClientInfo,
    now: Date,
  ): Promise<void> {
    await this.db.insert(customerSecurityEvents).values({
      customerId,
      kind,
      at: now,
      device: deviceSummary(client.userAgent),
      address: maskedAddress(client.address),
    });
    const kept = this.db
      .select({ id: customerSecurityEvents.id })
      .from(customerSecurityEvents)
      .where(eq(customerSecurityEvents.customerId, customerId))
      .orderBy(desc(customerSecurityEvents.at), desc(customerSecurityEvents.id))
      .limit(SecurityLogService.ENTRIES_KEPT);
    await this.db
      .delete(customerSecurityEvents)
      .where(
        and(eq(customerSecurityEvents.customerId, customerId), notInArray(customerSecurityEvents.id, kept)),
      );
  }

  /**
   * A failed login against the account, kept only when it comes from a network (the masked
   * address) the account has logged in from before: the owner mistyping is worth showing, a
   * stranger's guesses are not (they would push the owner's own logins out of the list and are
   * bounded by the login throttle anyway, ADR 032, ADR 057).
   */
  async recordFailedLogin(customerId: string, client: ClientInfo, now: Date): Promise<boolean> {
    const address = maskedAddress(client.address);
    if (address === null) return false;
    const [known] = await this.db
      .select({ id: customerSecurityEvents.id })
      .from(customerSecurityEvents)
      .where(
        and(
          eq(customerSecurityEvents.customerId, customerId),
          eq(customerSecurityEvents.kind, 'login'),
          eq(customerSecurityEvents.address, address),
        ),
      )
      .limit(1);
    if (!known) return false;
    await this.record(customerId, 'login-failed', client, now);
    return true;
  }

  async list(customerId: string, limit = 20): Promise<SecurityLog> {
    const rows = await this.db
      .select()
      .from(customerSecurityEvents)
      .where(eq(customerSecurityEvents.customerId, customerId))
      .orderBy(desc(customerSecurityEvents.at), desc(customerSecurityEvents.id))
      .limit(Math.min(limit, SecurityLogService.ENTRIES_KEPT));
    return {
      entries: rows.map((r) => ({
        at: r.at.toISOString(),
        kind: r.kind,
        device: r.device,
        address: r.address,
      })),
    };
  }
}
