import type { AuditInTx } from '../../platform/audit/audit';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AccessDevice, AccessDeviceCreate } from '../../../shared/schemas/access';
import { DomainError } from '../../errors';
import { UUID_PATTERN } from '../../platform/codes';
import { afterCommit } from '../../db/executor';
import type { DeviceRow } from '../../db/rows';
import { firstSite, isMultiSite, siteById } from '../../config/sites';
import type { AccessDeps } from './service';
import { inSiteScope, type SiteScope } from '../../platform/backoffice/site-scope';
import { iso } from './times';

/** lastSeenAt is written at most this often per device: a busy barrier must not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/** SHA-256 (base64url) of a device key: the only form of the key the database holds. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * The access devices (cameras, barriers, pay stations): registered and revoked by operators,
 * and each device call's key checked. The barrier's memory holds the devices and hears of
 * every change after its commit.
 */
export class DeviceService {
  constructor(private readonly deps: Pick<AccessDeps, 'repo' | 'barrier' | 'catalogue'>) {}

  /**
   * Registers a device; its key is in this answer only (the database holds its SHA-256).
   * `record` writes the audit entry inside the same transaction (never with the key).
   */
  async createDevice(
    input: AccessDeviceCreate,
    now: Date,
    record: AuditInTx,
  ): Promise<{ id: string; apiKey: string; siteId: string }> {
    // The route's schema validation does not apply zod's trim: a blank name is refused here.
    const name = input.name.trim();
    if (name === '') throw new DomainError('VALIDATION', 'The device needs a name');
    const siteId = this.siteOf(input.siteId?.trim());
    const id = randomUUID();
    // 256 random bits; the prefix lets secret scanners and operators recognise a leaked key.
    const apiKey = `pkd_${randomBytes(32).toString('base64url')}`;
    await this.deps.repo.inTransaction(async (tx, executor) => {
      const created = await tx.createDevice({
        id,
        name,
        direction: input.direction,
        siteId,
        keyHash: hashKey(apiKey),
        createdAt: now,
      });
      afterCommit(executor, () => this.deps.barrier?.devicesChanged());
      await record(executor, {
        action: 'access-device.create',
        entity: 'access-device',
        entityId: id,
        before: null,
        after: deviceView(created),
      });
    });
    return { id, apiKey, siteId };
  }

  /**
   * The site a new device serves. A shop of one car park needs no choice (its one site); in a
   * shop of several a gate without a site would open on permits of every car park, so the
   * operator must name it.
   */
  private siteOf(siteId: string | undefined): string {
    const shop = this.deps.catalogue.current().config;
    if (!siteId) {
      if (isMultiSite(shop)) {
        throw new DomainError('SITE_UNKNOWN', 'Name the car park the device serves (siteId)');
      }
      return firstSite(shop).id;
    }
    if (!siteById(shop, siteId)) throw new DomainError('SITE_UNKNOWN', 'The shop has no car park of this id');
    return siteId;
  }

  async listDevices(scope: SiteScope = null): Promise<AccessDevice[]> {
    return (await this.deps.repo.listDevices(scope)).map(deviceView);
  }

  /** 404 ACCESS_DEVICE_NOT_FOUND for a device of a site outside the operator's (ADR 060). */
  async visibleDevice(id: string, scope: SiteScope): Promise<void> {
    if (scope === null) return;
    const device = UUID_PATTERN.test(id) ? await this.deps.repo.deviceById(id) : undefined;
    if (!device || !inSiteScope(scope, device.siteId)) {
      throw new DomainError('ACCESS_DEVICE_NOT_FOUND', 'No such access device');
    }
  }

  /** Its key answers 401 from now on. Revoking again changes nothing (and is recorded again). */
  async revokeDevice(id: string, now: Date, record: AuditInTx): Promise<void> {
    const notFound = () => new DomainError('ACCESS_DEVICE_NOT_FOUND', 'No such access device');
    if (!UUID_PATTERN.test(id)) throw notFound();
    await this.deps.repo.inTransaction(async (tx, executor) => {
      const before = await tx.deviceForUpdate(id);
      if (!before) throw notFound();
      const after = await tx.revokeDevice(id, now);
      afterCommit(executor, () => this.deps.barrier?.devicesChanged());
      await record(executor, {
        action: 'access-device.revoke',
        entity: 'access-device',
        entityId: id,
        before: deviceView(before),
        after: deviceView(after),
      });
    });
  }

  /** The active device of an `Authorization: Bearer <apiKey>` header, or null. */
  async authenticate(authorization: string | undefined, now: Date): Promise<DeviceRow | null> {
    const m = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(authorization ?? '');
    if (!m) return null;
    // Looked up by hash: the comparison happens on a digest, not on the secret itself.
    const hash = hashKey(m[1]);
    const device = await (this.deps.barrier?.device(hash) ?? this.deps.repo.deviceByKeyHash(hash));
    if (!device) return null;
    if (!device.lastSeenAt || now.getTime() - device.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await this.deps.repo.touchDevice(device.id, now);
      // The memory's row too, or it would write on every call.
      device.lastSeenAt = now;
    }
    return device;
  }
}

/** A device as operators and the audit log see it: never its key or the key's hash. */
function deviceView(d: DeviceRow): AccessDevice {
  return {
    id: d.id,
    name: d.name,
    direction: d.direction,
    siteId: d.siteId,
    createdAt: d.createdAt.toISOString(),
    revokedAt: iso(d.revokedAt),
    lastSeenAt: iso(d.lastSeenAt),
  };
}
