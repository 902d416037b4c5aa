import { createHash, randomBytes } from 'node:crypto';
import { AppError, type Clock } from '@hms/platform';
import type { IssuedSession, SessionsService } from '../auth/sessions.service.ts';
import { type Mailer, trySend } from '../mail/mailer.ts';
import type { Account, Role } from './account.ts';
import type { AccountsService } from './accounts.service.ts';
import type { InvitationRow, InvitationsRepository } from './invitations.repository.ts';
import { evaluateRights, type RightsWish, rightsColumns } from './rights-evaluation.ts';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** Where the mailed link leads: the web interface's page, which calls the redemption addresses. */
export const INVITATION_PAGE = '/einladung';

export type InvitationState = 'open' | 'redeemed' | 'expired' | 'withdrawn';

export interface InvitationWish extends RightsWish {
  email: string;
}

const checksum = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function parseList(text: string): string[] {
  try {
    const value = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

function invitationMail(language: string, link: string, inviter: string) {
  return language === 'en'
    ? {
        subject: `${inviter} invites you`,
        text: `Hello,\n\n${inviter} invites you to the household's media app. Create your account within ${INVITATION_DAYS} days here:\n\n${link}\n`,
      }
    : {
        subject: `${inviter} lädt dich ein`,
        text: `Hallo,\n\n${inviter} lädt dich in die Medien-App des Haushalts ein. Lege dein Konto innerhalb von ${INVITATION_DAYS} Tagen hier an:\n\n${link}\n`,
      };
}

/**
 * Invitations by mail link (seed 4.2): open, redeemed (`eingeloest_am`), expired, withdrawn
 * (the link stops at once). The account arises at redemption, where the rights part is
 * checked again; rights that have no effect are dropped and shown to administrators as a note.
 */
export class InvitationsService {
  constructor(
    private readonly repository: InvitationsRepository,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  stateOf(row: InvitationRow): InvitationState {
    if (row.redeemed_at) return 'redeemed';
    if (row.withdrawn_at) return 'withdrawn';
    if (row.expires_at <= this.clock.now().toISOString()) return 'expired';
    return 'open';
  }

  toRecord(row: InvitationRow) {
    return {
      id: Number(row.id),
      email: row.email,
      role: row.role,
      created_at: row.created_at,
      expires_at: row.expires_at,
      eingeloest_am: row.redeemed_at,
      konto: row.account_id === null ? null : { id: Number(row.account_id), username: row.account_username ?? '' },
      entfallen: parseList(row.dropped),
      // media-server shares are not built yet: nothing to report per server
      server: [] as unknown[],
    };
  }

  async create(inviter: Account, wish: InvitationWish) {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const { email, ...rights } = wish;
    const id = await this.repository.insert({
      email: email.trim(),
      role: wish.role ?? 'user',
      rights: JSON.stringify(rights),
      token_checksum: checksum(token),
      created_by: inviter.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
      redeemed_at: null,
      account_id: null,
      withdrawn_at: null,
      note_seen_at: null,
    });
    const link = `${this.publicUrl}${INVITATION_PAGE}?token=${token}`;
    const mail = await trySend(this.mailer, { to: email, ...invitationMail(inviter.language, link, inviter.displayName ?? inviter.username) });
    const row = await this.repository.findById(id);
    if (!row) throw new Error('invitation vanished after insert');
    // the link is handed to the administrator only when the mail did not leave
    return { ...this.toRecord(row), mail_sent: mail.sent, mail_error: mail.error, manual_link: mail.sent ? null : link };
  }

  async listForAdministrators() {
    return (await this.repository.listForAdministrators(this.clock.now().toISOString())).map((row) => this.toRecord(row));
  }

  private async get(id: number): Promise<InvitationRow> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('not_found', { method: 'invitation', path: String(id) });
    return row;
  }

  /** Withdraws an open invitation; its link stops at once. */
  async withdraw(id: number): Promise<void> {
    const row = await this.get(id);
    const state = this.stateOf(row);
    if (state !== 'open') throw new AppError('invitation_not_open', { invitation_id: id, state });
    await this.repository.markWithdrawn(id, this.clock.now().toISOString());
  }

  async dismissNote(id: number): Promise<void> {
    await this.get(id);
    await this.repository.markSeen(id, this.clock.now().toISOString());
  }

  private async byToken(token: string): Promise<InvitationRow> {
    const row = await this.repository.findByChecksum(checksum(token));
    if (!row) throw new AppError('not_found', { method: 'invitation', path: 'token' });
    return row;
  }

  /** What the invitation page shows before the account is made. */
  async preview(token: string) {
    const row = await this.byToken(token);
    return { email: row.email, role: row.role, expires_at: row.expires_at, zustand: this.stateOf(row) };
  }

  /** Makes the account (rights checked again now) and signs it in. */
  async redeem(
    token: string,
    input: { username: string; password: string; displayName?: string | null; language?: string; userAgent?: string },
  ): Promise<{ account: Account; session: IssuedSession; entfallen: string[] }> {
    const row = await this.byToken(token);
    const state = this.stateOf(row);
    if (state !== 'open') throw new AppError('invitation_not_open', { invitation_id: Number(row.id), state });
    const wish = { ...(JSON.parse(row.rights) as RightsWish), role: row.role as Role };
    const evaluation = evaluateRights(wish);
    const account = await this.accounts.create({
      username: input.username,
      password: input.password,
      role: wish.role ?? 'user',
      displayName: input.displayName ?? null,
      email: row.email,
      // the link arrived at this address
      emailVerified: true,
      ...(input.language ? { language: input.language } : {}),
      rights: rightsColumns(wish, evaluation),
    });
    const won = await this.repository.markRedeemed(
      Number(row.id),
      account.id,
      this.clock.now().toISOString(),
      JSON.stringify(evaluation.entfallen),
    );
    if (!won) {
      await this.accounts.delete(account.id);
      throw new AppError('invitation_not_open', { invitation_id: Number(row.id), state: 'redeemed' });
    }
    const session = await this.sessions.open(account, input.userAgent);
    return { account, session, entfallen: evaluation.entfallen };
  }
}
