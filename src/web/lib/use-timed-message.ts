import { useCallback, useEffect, useState } from 'react';
import { LIST_ERROR_MS, LOGIN_ERROR_MS, REQUIRED_ALERT_MS, SAVE_ERROR_MS, SAVE_SUCCESS_MS } from './timings';

export type MessageSeverity = 'success' | 'info' | 'warning' | 'error';

/** The messages of spec §8 that hide themselves, with their durations (spec §9). */
export const MESSAGE_KINDS = {
  // One tone with the fields they point at: the fields show their errors in red.
  required: { severity: 'error', durationMs: REQUIRED_ALERT_MS },
  invalid: { severity: 'error', durationMs: REQUIRED_ALERT_MS },
  saveSuccess: { severity: 'success', durationMs: SAVE_SUCCESS_MS },
  saveError: { severity: 'error', durationMs: SAVE_ERROR_MS },
  listError: { severity: 'error', durationMs: LIST_ERROR_MS },
  loginError: { severity: 'error', durationMs: LOGIN_ERROR_MS },
} as const satisfies Record<string, { severity: MessageSeverity; durationMs: number }>;
export type MessageKind = keyof typeof MESSAGE_KINDS;

export interface TimedMessage {
  /** New for every show, so showing the same text again restarts the timer. */
  id: number;
  kind: MessageKind;
  text: string;
  severity: MessageSeverity;
  durationMs: number;
}

let nextId = 1;

/**
 * One message at a time that hides itself after its kind's duration. Showing another message
 * replaces the current one and starts its own timer; `hide` closes it early.
 */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);

  const show = useCallback((kind: MessageKind, text: string) => {
    const k = MESSAGE_KINDS[kind];
    setMessage({ id: nextId++, kind, text, severity: k.severity, durationMs: k.durationMs });
  }, []);
  const hide = useCallback(() => setMessage(null), []);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage((m) => (m?.id === message.id ? null : m)), message.durationMs);
    return () => clearTimeout(timer);
  }, [message]);

  return { message, show, hide };
}
