import { createHash, randomBytes } from 'node:crypto';
import { AppError, type Clock } from '@hms/platform';
import { type Mailer, trySend } from '../mail/mailer.ts';
import type { Account } from './account.ts';
import type { AccountsService } from './accounts.service.ts';
import type { EmailVerificationsRepository } from './email-verifications.repository.ts';

/** How long a mailed confirmation link works. */
export const EMAIL_LINK_HOURS = 48;
export const EMAIL_CONFIRM_PATH = '/api/auth/email/bestaetigen';

const checksum = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function confirmationMail(language: string, link: string) {
  return language === 'en'
    ? {
        subject: 'Please confirm your mail address',
        text: `Hello,\n\nplease confirm your new mail address by opening this link within ${EMAIL_LINK_HOURS} hours:\n\n${link}\n\nUntil then your previous address stays in force.\n`,
      }
    : {
        subject: 'Bitte bestätige deine Mail-Adresse',
        text: `Hallo,\n\nbitte bestätige deine neue Mail-Adresse, indem du innerhalb von ${EMAIL_LINK_HOURS} Stunden diesen Link öffnest:\n\n${link}\n\nBis dahin bleibt deine bisherige Adresse gültig.\n`,
      };
}

/**
 * Address changes (seed 4.2 `PUT /api/auth/me/email`): the new address waits beside the old
 * one until the mailed link is opened; until then the old one stays in force.
 */
export class EmailService {
  constructor(
    private readonly repository: EmailVerificationsRepository,
    private readonly accounts: AccountsService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  async pendingEmailOf(accountId: number): Promise<string | null> {
    const row = await this.repository.findByAccount(accountId);
    return row && row.expires_at > this.clock.now().toISOString() ? row.email : null;
  }

  /** Stores the wish and mails the link; the answer tells whether the mail left. */
  async requestChange(account: Account, email: string): Promise<{ sent: boolean; error: string | null }> {
    const normalized = email.trim();
    if (account.email && normalized.toLowerCase() === account.email.toLowerCase() && account.emailVerified) {
      await this.repository.delete(account.id);
      return { sent: false, error: null };
    }
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.repository.upsert({
      account_id: account.id,
      email: normalized,
      token_checksum: checksum(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000).toISOString(),
    });
    return this.mail(account, normalized, token);
  }

  /** A fresh link for the waiting change (the old link stops working). */
  async resend(account: Account): Promise<{ sent: boolean; error: string | null }> {
    const pending = await this.pendingEmailOf(account.id);
    if (!pending) return { sent: false, error: 'nothing_to_confirm' };
    return this.requestChange({ ...account, emailVerified: false }, pending);
  }

  private mail(account: Account, email: string, token: string) {
    const link = `${this.publicUrl}${EMAIL_CONFIRM_PATH}?token=${token}`;
    return trySend(this.mailer, { to: email, ...confirmationMail(account.language, link) });
  }

  /** The link was opened: the new address replaces the old one, confirmed. */
  async confirm(token: string): Promise<Account> {
    const row = await this.repository.findByChecksum(checksum(token));
    if (!row || row.expires_at <= this.clock.now().toISOString()) {
      throw new AppError('not_found', { method: 'GET', path: EMAIL_CONFIRM_PATH });
    }
    await this.repository.delete(Number(row.account_id));
    return this.accounts.update(Number(row.account_id), { email: row.email, email_verified: 1 });
  }
}
