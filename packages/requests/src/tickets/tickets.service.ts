import type { Clock } from '@hms/platform';
import type { Kysely } from 'kysely';
import type { Account } from '../accounts/account.ts';
import type { RequestsDb } from '../db/schema.ts';
import { TicketsRepository } from './tickets.repository.ts';

export const TICKET_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** A ticket is open until it is closed: `in_progress` still waits for somebody. */
const OPEN: readonly TicketStatus[] = ['open', 'in_progress'];

export interface NewTicket {
  subject: string;
  mediaType?: 'movie' | 'tv' | null;
  catalogId?: number | null;
  mediaTitle?: string | null;
}

/** Support tickets: the summary rows the counters need; the conversation comes with the ticket centre. */
export class TicketsService {
  private readonly repository: TicketsRepository;

  constructor(private readonly deps: { db: Kysely<RequestsDb>; clock: Clock }) {
    this.repository = new TicketsRepository(deps.db);
  }

  async open(account: Account, ticket: NewTicket): Promise<number> {
    const now = this.deps.clock.now().toISOString();
    return this.repository.insert({
      account_id: account.id,
      subject: ticket.subject,
      status: 'open',
      created_at: now,
      updated_at: now,
      media_type: ticket.mediaType ?? null,
      catalog_id: ticket.catalogId ?? null,
      media_title: ticket.mediaTitle ?? null,
      opened_by: account.id,
    });
  }

  /** Records a reply's author and time (what the ticket centre does on every message). */
  async recordReply(ticketId: number, author: Account): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    await this.repository.update(ticketId, { last_reply_at: now, last_reply_by: author.id, updated_at: now });
  }

  async setStatus(ticketId: number, status: TicketStatus): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    await this.repository.update(ticketId, { status, updated_at: now, closed_at: status === 'closed' ? now : null });
  }

  /**
   * Open tickets as the caller counts them (seed 001, 4.6): an administrator every open ticket
   * of the house; anybody else their own open tickets that got an answer.
   */
  async openCount(account: Account): Promise<number> {
    if (account.role === 'admin') return this.repository.countWithStatus(OPEN);
    return this.repository.countAnsweredOf(account.id, OPEN);
  }

  /** Every open ticket of the house (dashboard). */
  async openTotal(): Promise<number> {
    return this.repository.countWithStatus(OPEN);
  }
}
