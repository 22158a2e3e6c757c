import { connect } from 'node:http2';
import type { AppleWalletKeys } from '../../config/wallet-keys';

/** Tells phones that a pass changed, so they ask the web service for it (port of the wallet). */
export interface PassPusher {
  /** Answers the tokens Apple calls gone for good (410): their registrations can go. */
  push(passTypeId: string, pushTokens: readonly string[]): Promise<{ gone: string[] }>;
}

/** One HTTP request to APNs (HTTP/2 in production; any transport in tests). */
export type ApnsSend = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number; body: string }>;

/**
 * Apple's push for passes: `POST {APNs}/3/device/{pushToken}` with the pass type id as
 * `apns-topic` and an empty JSON body, authenticated by the pass certificate itself (TLS client
 * certificate). 200: sent; 410 Unregistered: the phone removed the pass; anything else is logged.
 */
export class ApnsPusher implements PassPusher {
  constructor(private readonly deps: { baseUrl: string; send: ApnsSend; log: (msg: string) => void }) {}

  async push(passTypeId: string, pushTokens: readonly string[]): Promise<{ gone: string[] }> {
    const gone: string[] = [];
    for (const token of pushTokens) {
      const url = `${this.deps.baseUrl.replace(/\/+$/, '')}/3/device/${encodeURIComponent(token)}`;
      try {
        const res = await this.deps.send(
          url,
          {
            'apns-topic': passTypeId,
            'apns-push-type': 'background',
            'apns-priority': '5',
            'content-type': 'application/json',
          },
          '{}',
        );
        if (res.status === 410) gone.push(token);
        else if (res.status !== 200) this.deps.log(`APNs answered ${res.status} ${res.body.slice(0, 200)}`);
      } catch (err) {
        this.deps.log(`APNs unreachable: ${(err as Error).message}`);
      }
    }
    return { gone };
  }
}

/** APNs speaks HTTP/2 only: one session per push round, the pass certificate as client certificate. */
export function http2Send(keys: AppleWalletKeys): ApnsSend {
  return (url, headers, body) =>
    new Promise((resolve, reject) => {
      const u = new URL(url);
      const session = connect(u.origin, {
        cert: keys.signerCert,
        key: keys.signerKey,
        ...(keys.signerKeyPassphrase ? { passphrase: keys.signerKeyPassphrase } : {}),
      });
      session.on('error', reject);
      const req = session.request({ ':method': 'POST', ':path': u.pathname, ...headers });
      let status = 0;
      let text = '';
      req.setEncoding('utf8');
      req.setTimeout(10_000, () => req.close());
      req.on('response', (h) => (status = Number(h[':status'])));
      req.on('data', (chunk: string) => (text += chunk));
      req.on('end', () => {
        session.close();
        resolve({ status, body: text });
      });
      req.on('error', (err) => {
        session.close();
        reject(err);
      });
      req.end(body);
    });
}

/** The same request over fetch (HTTP/1.1): for tests against a stand-in of APNs. */
export const fetchSend: ApnsSend = async (url, headers, body) => {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.text() };
};
