import type { TFunction } from '../lib/translator';
import { formatInstant, formatMoney } from './components/format';
import { splitSeconds } from './catalogue/units';

/** One changed field: its name in plain words, the value before and after (null: not there). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

type Flat = Map<string, unknown>;

/** Nested objects to dotted paths; arrays and scalars are values. */
function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Amounts in cents whose key does not say so (a tariff's): shown as euros, never as cents. */
const MONEY_KEYS = new Set(['pricePerStep', 'firstStepPrice', 'dailyCap']);
/** Lengths of time in seconds (a product's time grid, the walk-in step): shown as time. */
const SECONDS_KEYS = new Set(['stepDuration', 'startBefore', 'bookUntil', 'minDuration', 'maxDuration']);

function durationText(t: TFunction, seconds: number): string {
  const { value, unit } = splitSeconds(seconds);
  return value === 1
    ? t(`admin.auditWords.duration.one.${unit}`)
    : t(`admin.auditWords.duration.many.${unit}`, { count: value });
}

/** `vatRatePercent` → "Vat rate percent": a key with no text of its own still reads as words. */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldName(t: TFunction, path: string): string {
  return path
    .split('.')
    .map((k) => t(`admin.auditWords.fields.${k}`, { defaultValue: humanise(k) }))
    .join(' › ');
}

function valueText(t: TFunction, language: string, path: string, v: unknown): string {
  const key = path.split('.').at(-1)!;
  if (v === null || v === undefined || v === '') return '–';
  if (typeof v === 'boolean') return t(v ? 'admin.words.yes' : 'admin.words.no');
  if (typeof v === 'number' && (key.endsWith('Cents') || MONEY_KEYS.has(key)))
    return formatMoney(v, language);
  if (typeof v === 'number' && SECONDS_KEYS.has(key) && v > 0 && v % 60 === 0) return durationText(t, v);
  if (typeof v === 'string' && ISO_INSTANT.test(v) && !Number.isNaN(Date.parse(v))) {
    return formatInstant(v, language);
  }
  if (key === 'stage' && typeof v === 'string') return t(`admin.auditWords.stages.${v}`, { defaultValue: v });
  if (key === 'role' && typeof v === 'string') return t(`admin.role.${v}`, { defaultValue: v });
  if (key === 'status' && typeof v === 'string') {
    return t(`admin.status.${v}`, { defaultValue: t(`admin.words.paymentStatus.${v}`, { defaultValue: v }) });
  }
  if (Array.isArray(v)) {
    return v.every((x) => typeof x !== 'object' || x === null) ? v.join(', ') : JSON.stringify(v);
  }
  const s = String(v);
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}

/**
 * The audit entry's before and after as the fields that changed: what an operator
 * asks of a log ("who set the role from staff to admin"), not two whole documents. A created
 * entity lists its fields with no "before"; ids are left out (the object id has its column).
 */
export function auditChanges(t: TFunction, language: string, before: unknown, after: unknown): FieldChange[] {
  const b = flatten(before);
  const a = flatten(after);
  const paths = [...new Set([...b.keys(), ...a.keys()])].filter((p) => p !== 'id' && !p.endsWith('.id'));
  const changes: FieldChange[] = [];
  for (const path of paths) {
    const was = b.has(path) ? valueText(t, language, path, b.get(path)) : null;
    const now = a.has(path) ? valueText(t, language, path, a.get(path)) : null;
    if (b.has(path) && a.has(path) && JSON.stringify(b.get(path)) === JSON.stringify(a.get(path))) continue;
    changes.push({ field: fieldName(t, path), before: before == null ? null : was, after: now });
  }
  return changes;
}
