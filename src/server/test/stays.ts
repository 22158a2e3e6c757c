import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { plateKey } from '../../shared/domain/plate';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { parkingStays, type StayStatus } from '../db/schema';

/**
 * A parking stay as the access module writes it from camera reads: tests of pay by
 * plate insert the rows directly, independent of the camera API.
 */
export async function insertStay(
  db: Db,
  s: {
    plate: string;
    entryAt: Date;
    exitAt?: Date;
    status?: StayStatus;
    paidUntil?: Date;
    paidCents?: number;
    /** The site the car entered; default: the column's default (`main`). */
    siteId?: string;
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(parkingStays).values({
    id,
    plateKey: plateKey(s.plate),
    plate: s.plate,
    entryAt: s.entryAt,
    exitAt: s.exitAt ?? null,
    status: s.status ?? (s.exitAt ? 'closed' : 'open'),
    paidUntil: s.paidUntil ?? null,
    paidCents: s.paidCents ?? 0,
    ...(s.siteId ? { siteId: s.siteId } : {}),
    createdAt: s.entryAt,
    updatedAt: s.entryAt,
  });
  return id;
}

export async function stayOf(db: Db, id: string) {
  const [row] = await db.select().from(parkingStays).where(eq(parkingStays.id, id));
  return row;
}

/** POST /api/permission/find as a driver's phone sends it. */
export function findByPlate(
  app: FastifyInstance,
  licensePlate: string,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/api/permission/find', payload: { licensePlate }, headers });
}

/** POST /api/permission/pay with the driver's e-mail (and the session cookie, if any). */
export function payByPlate(
  app: FastifyInstance,
  licensePlate: string,
  mail = 'fahrer@example.de',
  cookie?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/permission/pay',
    payload: { licensePlate, contact: { mail } },
    headers: cookie ? { cookie } : {},
  });
}
