import { expect } from 'vitest';
import { accessDeviceCreatedSchema } from '../../shared/schemas/access';
import { hostOf, type TestApp } from './harness';

/**
 * An entry barrier at `siteId`, registered by the operator of `token` as the back office does;
 * `letIn` reads a car's plate at it, as the camera would. For tests of what the gates change
 * (free places on the pages and lists).
 */
export async function entryBarrier(t: TestApp, token: string, siteId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/access-devices',
    payload: { name: `Einfahrt ${siteId}`, direction: 'entry', siteId },
    headers: { authorization: `Bearer ${token}`, host: hostOf(t.app), 'x-requested-with': 'test' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { apiKey } = accessDeviceCreatedSchema.parse(res.json());
  return {
    async letIn(plate: string, eventId: string): Promise<void> {
      const entry = await t.app.inject({
        method: 'POST',
        url: '/api/access/events',
        payload: { eventId, direction: 'entry', plate, occurredAt: t.app.shop.clock().toISOString() },
        headers: { authorization: `Bearer ${apiKey}` },
      });
      expect(entry.statusCode, entry.body).toBeLessThan(300);
    },
  };
}
