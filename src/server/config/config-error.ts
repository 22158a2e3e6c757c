import type { z } from 'zod';

/** A configuration problem that must stop the start with a readable message (no stack trace). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `templates[1].reservationSlotDetails.stepDuration` from a zod issue path. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out === '' ? String(p) : `.${String(p)}`;
  }
  return out;
}

/** One line per issue, each prefixed with `prefix` and the field path. */
export function formatIssues(prefix: string, issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((i) => {
      const path = formatPath(i.path);
      return `${prefix}${path ? (prefix ? ' ' : '') + path : ''}: ${i.message}`;
    })
    .join('\n');
}
