import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail a test SMTP server received. */
export interface Received {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 (any free port, or `port`) that keeps what it receives: the
 * shop's mails go through nodemailer and the network as in production.
 */
export async function startSmtp(
  port = 0,
): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
