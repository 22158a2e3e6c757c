import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceRow } from '../../db/rows';

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
 * preValidation hook of the device routes (after the rate limit): `Authorization: Bearer <apiKey>` must name an active
 * (not revoked) device, else 401 with a Bearer challenge. Device keys are not ambient
 * credentials (a browser never sends them by itself), so no host or cross-site check is needed.
 * The answers are per device and per moment, so they are never cached.
 */
export function deviceGuard(access: DeviceAuthenticator, clock: () => Date) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const device = await access.authenticate(req.headers.authorization, clock());
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
