import { DomainError } from '../../errors';

/**
 * 429 LINK_LIMIT: the account had its LINKS_PER_HOUR set-password links; Retry-After until the
 * next one. Customers' and back-office users' links share the one link store and this refusal.
 */
export function linkLimitReached(until: Date, now: Date): DomainError {
  return new DomainError(
    'LINK_LIMIT',
    'This account got too many set-password links in the last hour',
    { nextLinkAt: until.toISOString() },
    Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  );
}
