/**
 * The audit log's writer (ADR 023): `audit(req, entry, tx?)` appends one row, named after the
 * request's operator (or `entry.actor`), inside the caller's transaction when one is given.
 * The contract is described in platform/backoffice/guard.ts.
 */
import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/executor';
import type { AuditActorKind } from '../../db/schema';

/** Who an audit entry names when it is not the request's operator. */
export type AuditActor =
  | { kind: Extract<AuditActorKind, 'operator'>; id: string | null; name: string }
  | { kind: Extract<AuditActorKind, 'token' | 'cli'>; name?: string };

export interface AuditEntryInput {
  /** `entity.verb`, e.g. `operator.create`, `booking.cancel`, `auth.login`. */
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** Defaults to req.operator. */
  actor?: AuditActor;
}

const SECRET_KEY = /pass(word)?|secret|token|hash|otp|^(api|device|access)?key$|cookie|authori[sz]ation/i;

/** A copy of `value` without the keys that name secrets (booleans such as totpEnabled stay). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (SECRET_KEY.test(k) && typeof v !== 'boolean') continue;
    if (v === undefined) continue;
    out[k] = withoutSecrets(v);
  }
  return out;
}

/** Appends an audit entry (see the file's doc comment); inside `tx` when one is given. */
export async function audit(req: FastifyRequest, entry: AuditEntryInput, tx?: DbExecutor): Promise<void> {
  const { auditLog, clock } = req.server.admin;
  const actor: AuditActor | undefined =
    entry.actor ??
    (req.operator ? { kind: 'operator', id: req.operator.id, name: req.operator.username } : undefined);
  if (!actor) throw new Error(`audit(${entry.action}) without an operator: pass entry.actor`);
  await auditLog.insert(
    {
      at: clock(),
      actorKind: actor.kind,
      actorId: actor.kind === 'operator' ? actor.id : null,
      actorName: actor.name ?? actor.kind,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: withoutSecrets(entry.before ?? null),
      after: withoutSecrets(entry.after ?? null),
      address: req.ip ?? null,
    },
    tx,
  );
}

/** An audit entry written in a service's transaction (the routes bind it to the request). */
export type AuditInTx = (tx: DbExecutor, entry: AuditEntryInput) => Promise<void>;

/** A service write's recorder: builds the entry from what the write produced, in its transaction. */
export type AuditRecorder<T> = (tx: DbExecutor, change: T) => Promise<void>;

/**
 * The request's audit() as services take it, inside their transaction. With `entry`, the
 * recorder builds the entry from the write's result (AdminService's `record` parameters).
 */
export function auditIn(req: FastifyRequest): AuditInTx;
export function auditIn<T>(req: FastifyRequest, entry: (change: T) => AuditEntryInput): AuditRecorder<T>;
export function auditIn<T>(req: FastifyRequest, entry?: (change: T) => AuditEntryInput) {
  if (!entry) return (tx: DbExecutor, e: AuditEntryInput) => audit(req, e, tx);
  return (tx: DbExecutor, change: T) => audit(req, entry(change), tx);
}

/**
 * The token API's auditIn: the entry names the token (no operator session is behind the call).
 * The token API reads and hands out the same data as the back office, so it is audited alike.
 */
export function auditAsToken(req: FastifyRequest): AuditInTx {
  return (tx, e) => audit(req, { ...e, actor: { kind: 'token' } }, tx);
}
