import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceRow } from '../../db/rows';
import { deviceKeyHash } from './verified-keys';

/** Resolves a device key to its active device (the access module's service). */
export interface DeviceAuthenticator {
  authenticate(authorization: string | undefined, now: Date): Promise<DeviceRow | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The access device that sent this request (set by deviceGuard on /api/access/...). */
    accessDevice: DeviceRow | null;
  }
}

/**
 * preValidation hook of the device routes (after the rate limit, which counts a key per key only
 * once this hook has accepted it): `Authorization: Bearer <apiKey>` must name an active
 * (not revoked) device, else 401 with a Bearer challenge. Device keys are not ambient
 * credentials (a browser never sends them by itself), so no host or cross-site check is needed.
 * The answers are per device and per moment, so they are never cached.
 */
export function deviceGuard(access: DeviceAuthenticator, clock: () => Date) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const auth = req.headers.authorization;
    const device = await access.authenticate(auth, clock());
    // The access limit counts a key on its own only once it is known (platform/limits).
    const known = req.server.verifiedDeviceKeys;
    if (auth && known) {
      if (device) known.verified(deviceKeyHash(auth));
      else known.refused(deviceKeyHash(auth));
    }
    if (!device) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({
        code: 'UNAUTHORIZED',
        message: 'Access device key required (Authorization: Bearer <apiKey>)',
      });
    }
    req.accessDevice = device;
    reply.header('cache-control', 'no-store');
  };
}
