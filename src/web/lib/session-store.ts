import { useSyncExternalStore } from 'react';
import { parseBoolean, parseContact, parseIds, parseSelection } from './parse-booking';

/**
 * The booking session of spec §3 (selection, contact, contactEdit, ids), kept in localStorage so
 * every tab of the shop sees the same booking. Another tab's writes arrive as 'storage' events.
 * What is read is validated (light validators held to the shared schemas by parse.test.ts);
 * invalid data is dropped.
 */
export const SESSION_PREFIX = 'parkingShop.session.';

const parsers = {
  selection: parseSelection,
  contact: parseContact,
  contactEdit: parseBoolean,
  /** Identifications by source; the licence plate is under `lp`. */
  ids: parseIds,
};

export type SessionKey = keyof typeof parsers;
export type SessionValue<K extends SessionKey> = ReturnType<(typeof parsers)[K]>;

type Listener = () => void;
const listeners = new Set<Listener>();
/** Parsed values by raw string, so snapshots stay referentially stable between reads. */
const cache = new Map<SessionKey, { raw: string | null; value: unknown }>();

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const l of listeners) l();
}

export function readSession<K extends SessionKey>(key: K): SessionValue<K> | undefined {
  const store = storage();
  const raw = store?.getItem(SESSION_PREFIX + key) ?? null;
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value as SessionValue<K> | undefined;
  let value: SessionValue<K> | undefined;
  if (raw !== null) {
    try {
      value = parsers[key](JSON.parse(raw)) as SessionValue<K>;
    } catch {
      value = undefined;
    }
    if (value === undefined) store?.removeItem(SESSION_PREFIX + key);
  }
  cache.set(key, { raw: value === undefined ? null : raw, value });
  return value;
}

export function writeSession<K extends SessionKey>(key: K, value: SessionValue<K>): void {
  const parsed = parsers[key](value);
  storage()?.setItem(SESSION_PREFIX + key, JSON.stringify(parsed));
  notify();
}

export function removeSession(...keys: SessionKey[]): void {
  const store = storage();
  for (const key of keys) store?.removeItem(SESSION_PREFIX + key);
  notify();
}

function onStorage(e: StorageEvent): void {
  if (e.key === null || e.key.startsWith(SESSION_PREFIX)) notify();
}

export function subscribeSession(listener: Listener): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** The current value of one session key; re-renders when it changes in this or another tab. */
export function useSession<K extends SessionKey>(key: K): SessionValue<K> | undefined {
  return useSyncExternalStore(
    subscribeSession,
    () => readSession(key),
    () => undefined,
  );
}
