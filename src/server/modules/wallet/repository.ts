import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { walletPasses, walletRegistrations } from '../../db/schema';

const nextTag = sql<number>`nextval('wallet_pass_tags')`;

/** The wallet's own tables: the passes handed out and the phones registered for their changes. */
export class WalletRepository {
  constructor(private readonly db: Db) {}

  /** The pass of a permission, made on its first download (racing downloads keep the first token). */
  async passOf(
    permissionId: string,
    bookingId: string,
    newToken: string,
    now: Date,
  ): Promise<{ authToken: string; updatedAt: Date }> {
    await this.db
      .insert(walletPasses)
      .values({
        permissionId,
        bookingId,
        authToken: newToken,
        updateTag: nextTag,
        updatedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ authToken: walletPasses.authToken, updatedAt: walletPasses.updatedAt })
      .from(walletPasses)
      .where(eq(walletPasses.permissionId, permissionId));
    return row!;
  }

  async pass(permissionId: string): Promise<{ authToken: string; updatedAt: Date } | null> {
    const [row] = await this.db
      .select({ authToken: walletPasses.authToken, updatedAt: walletPasses.updatedAt })
      .from(walletPasses)
      .where(eq(walletPasses.permissionId, permissionId));
    return row ?? null;
  }

  /** The passes of these bookings take a new tag: registered phones will fetch them anew. */
  async bump(bookingIds: readonly string[], now: Date): Promise<string[]> {
    if (bookingIds.length === 0) return [];
    const rows = await this.db
      .update(walletPasses)
      .set({ updateTag: nextTag, updatedAt: now })
      .where(inArray(walletPasses.bookingId, [...bookingIds]))
      .returning({ permissionId: walletPasses.permissionId });
    return rows.map((r) => r.permissionId);
  }

  /** Answers whether the registration is new. */
  async register(
    r: { deviceId: string; passTypeId: string; permissionId: string; pushToken: string },
    now: Date,
  ): Promise<boolean> {
    const inserted = await this.db
      .insert(walletRegistrations)
      .values({ ...r, createdAt: now })
      .onConflictDoUpdate({
        target: [
          walletRegistrations.deviceId,
          walletRegistrations.passTypeId,
          walletRegistrations.permissionId,
        ],
        set: { pushToken: r.pushToken },
      })
      // xmax is 0 on a row this statement inserted, the updating transaction's id otherwise.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    return inserted[0]?.inserted === true;
  }

  async unregister(deviceId: string, passTypeId: string, permissionId: string): Promise<void> {
    await this.db
      .delete(walletRegistrations)
      .where(
        and(
          eq(walletRegistrations.deviceId, deviceId),
          eq(walletRegistrations.passTypeId, passTypeId),
          eq(walletRegistrations.permissionId, permissionId),
        ),
      );
  }

  /** The device's passes changed after `sinceTag` (all of them without one), and the newest tag. */
  async updatedSince(
    deviceId: string,
    passTypeId: string,
    sinceTag: number | null,
  ): Promise<{ serials: string[]; lastTag: number | null }> {
    const rows = await this.db
      .select({ permissionId: walletPasses.permissionId, tag: walletPasses.updateTag })
      .from(walletRegistrations)
      .innerJoin(walletPasses, eq(walletPasses.permissionId, walletRegistrations.permissionId))
      .where(
        and(
          eq(walletRegistrations.deviceId, deviceId),
          eq(walletRegistrations.passTypeId, passTypeId),
          ...(sinceTag === null ? [] : [gt(walletPasses.updateTag, sinceTag)]),
        ),
      );
    const lastTag = rows.reduce<number | null>((m, r) => (m === null || r.tag > m ? r.tag : m), null);
    return { serials: rows.map((r) => r.permissionId).sort(), lastTag };
  }

  /** The push tokens of the phones that hold these passes. */
  async pushTokens(permissionIds: readonly string[]): Promise<string[]> {
    if (permissionIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ pushToken: walletRegistrations.pushToken })
      .from(walletRegistrations)
      .where(inArray(walletRegistrations.permissionId, [...permissionIds]));
    return rows.map((r) => r.pushToken);
  }

  /** Apple called these tokens gone (the pass was removed from the phone). */
  async forgetPushTokens(tokens: readonly string[]): Promise<void> {
    if (tokens.length === 0) return;
    await this.db.delete(walletRegistrations).where(inArray(walletRegistrations.pushToken, [...tokens]));
  }
}
