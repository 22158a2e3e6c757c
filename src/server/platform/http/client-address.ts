import { normalizeIP } from '@fastify/rate-limit';

/**
 * The visitor's address as every counter keys it (request limits, login throttle, holds):
 * IPv4 as it is, an IPv4-mapped IPv6 address as IPv4, any other IPv6 address by its /64. A
 * phone or a household gets a whole /64 and may pick any address in it, so counting per full
 * IPv6 address would give an attacker 2^64 fresh counters.
 */
export function clientAddress(req: { ip: string }): string {
  return normalizeIP(req.ip);
}
