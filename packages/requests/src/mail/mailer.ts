import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where mails leave the service; tests point it at a fake SMTP server. */
export interface Mailer {
  /** False when no mail server is configured; callers then offer the link by hand. */
  readonly configured: boolean;
  /** Resolves when the server accepted the mail; rejects with the server's reason otherwise. */
  send(message: MailMessage): Promise<void>;
}

/** Sends through an SMTP server given as a URL (`smtp://user:pass@host:587`, `smtps://...`). */
export class SmtpMailer implements Mailer {
  readonly configured = true;
  private readonly transport: nodemailer.Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}

/** No mail server configured: nothing can be sent. */
export const noMailer: Mailer = {
  configured: false,
  send: () => Promise.reject(new Error('no mail server is configured')),
};

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.from) : noMailer;
}

/** Sends and reports instead of throwing: `{sent, error}` as the seed's answers carry it. */
export async function trySend(mailer: Mailer, message: MailMessage): Promise<{ sent: boolean; error: string | null }> {
  if (!mailer.configured) return { sent: false, error: 'mail_not_configured' };
  try {
    await mailer.send(message);
    return { sent: true, error: null };
  } catch (error) {
    return { sent: false, error: error instanceof Error ? error.message.slice(0, 300) : 'mail_failed' };
  }
}
