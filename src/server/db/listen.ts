import type { Database, DedicatedConnection } from './client';

export interface ListenLog {
  warn(obj: unknown, msg?: string): void;
}

/**
 * LISTENs to `channel` on a dedicated connection and hands on the payloads that start with this
 * database's schema (shops in several schemas share a channel): the rest after "<schema> ", or
 * '' for a payload that is the schema name alone. A lost connection is opened
 * again (1 s, then doubling up to 30 s); `onListening` runs each time the LISTEN holds again,
 * since NOTIFYs sent meanwhile are lost (the caller re-reads its state).
 */
export function listenForSchema(opts: {
  database: Pick<Database, 'schemaName' | 'dedicatedConnection'>;
  channel: string;
  onPayload(rest: string): void;
  onListening(): Promise<void> | void;
  log: ListenLog;
  what: string;
}): { started: Promise<void>; stop(): Promise<void> } {
  const { database, channel, log } = opts;
  const prefix = `${database.schemaName} `;
  let stopped = false;
  let conn: DedicatedConnection | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 1000;
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, 30_000);
  };
  const listen = async () => {
    if (stopped) return;
    try {
      const c = await database.dedicatedConnection((err) => {
        log.warn({ err }, `${opts.what} LISTEN connection lost; reconnecting`);
        conn = undefined;
        void c.close().catch(() => undefined);
        schedule();
      });
      c.onNotification((ch, payload) => {
        if (ch !== channel || payload === undefined) return;
        // A bare schema name announces "something changed" (the catalogue's revision).
        if (payload === database.schemaName) opts.onPayload('');
        else if (payload.startsWith(prefix)) opts.onPayload(payload.slice(prefix.length));
      });
      await c.query(`listen ${channel}`);
      if (stopped) return void (await c.close());
      conn = c;
      delay = 1000;
      await opts.onListening();
    } catch (err) {
      log.warn({ err }, `${opts.what} LISTEN failed; retrying`);
      schedule();
    }
  };
  const started = listen();
  return {
    started,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await started;
      await conn?.close().catch(() => undefined);
    },
  };
}
