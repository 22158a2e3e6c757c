import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

/** Port for sending mail; resolves once the server accepted the message. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** nodemailer to SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {
    // Bounded waits: a hanging SMTP server must not pile up sends; the job retries.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as never);
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close() {
      transport.close();
    },
  };
}
