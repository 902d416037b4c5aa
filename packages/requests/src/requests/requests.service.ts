import { AppError, type Clock, inTransaction } from '@hms/platform';
import type { Kysely } from 'kysely';
import { type Account, nameOf } from '../accounts/account.ts';
import type { BlocklistService } from '../blocklist/blocklist.service.ts';
import type { MediaType } from '../catalog/catalog.schemas.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { RequestsDb } from '../db/schema.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { AccountDirectory } from './account-directory.ts';
import { quotaPeriodBounds } from './quota-period.ts';
import { approvesItself, mayRequestUhd, readSnapshot, toRequestRecord } from './request-records.ts';
import { RequestsRepository, type RequestRow } from './requests.repository.ts';
import {
  type CreateRequestBody,
  OPEN_STATUSES,
  QUOTA_STATUSES,
  type QuotaAnswer,
  type QuotaInfo,
  type QuotaPeriod,
  type RecentTitle,
  type RequestRecord,
} from './requests.schemas.ts';

const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;
const RECENT_LIMIT = 20;

export interface RequestsServiceDeps {
  db: Kysely<RequestsDb>;
  clock: Clock;
  catalog: CatalogService;
  blocklist: BlocklistService;
  notifications: NotificationsService;
  accounts: AccountDirectory;
  quotaPeriod: QuotaPeriod;
}

/**
 * Requests of movies and series: creation with quota, blocklist and approval checks, the
 * caller's own list, quota, and cancelling one's own open request.
 */
export class RequestsService {
  private readonly repository: RequestsRepository;

  constructor(private readonly deps: RequestsServiceDeps) {
    this.repository = new RequestsRepository(deps.db);
  }

  async create(account: Account, body: CreateRequestBody): Promise<RequestRecord> {
    const tier = body.tier ?? 'standard';
    const season = body.season ?? null;
    const episodes = body.episodes ?? null;
    checkScope(body.media_type, season, episodes);
    if (tier === 'uhd' && !mayRequestUhd(account, body.media_type)) {
      throw new AppError('forbidden', { reason: 'uhd_not_allowed' });
    }
    if (body.quality_profile_id != null && blockedProfilesOf(account, body.media_type, tier).includes(body.quality_profile_id)) {
      throw new AppError('forbidden', { reason: 'quality_profile_blocked', quality_profile_id: body.quality_profile_id });
    }
    const blocked = await this.deps.blocklist.entryFor(body.media_type, body.catalog_id);
    if (blocked) {
      throw new AppError('blocklisted', { media_type: body.media_type, catalog_id: body.catalog_id, reason: blocked.reason });
    }
    const title = await this.deps.catalog.title(body.media_type, body.catalog_id, account.language);
    if (!title) throw new AppError('title_not_found', { media_type: body.media_type, catalog_id: body.catalog_id });
    if (season !== null && title.seasons.length > 0 && !title.seasons.some((s) => s.season_number === season)) {
      throw new AppError('invalid_input', {
        errors: [{ path: 'body/season', code: 'unknown_season' }],
        summary: `body/season (${season} is not a season of this series)`,
      });
    }

    const now = this.deps.clock.now();
    const approved = approvesItself(account, body.media_type, tier);
    const id = await inTransaction(this.deps.db, async (trx) => {
      const repository = new RequestsRepository(trx);
      const fassung = body.fassung ?? null;
      const same = await repository.findSame(
        { mediaType: body.media_type, catalogId: body.catalog_id, tier, fassung, season },
        QUOTA_STATUSES,
      );
      if (same) throw new AppError('already_requested', { request_id: Number(same.id), status: same.status });
      const quota = await this.quotaOf(repository, account, body.media_type);
      if (quota.exhausted) {
        throw new AppError('quota_exhausted', {
          media_type: body.media_type,
          limit: quota.limit,
          used: quota.used,
          period: quota.period,
          resets_at: quota.resets_at,
        });
      }
      return repository.insert({
        account_id: account.id,
        media_type: body.media_type,
        fassung,
        tier,
        catalog_id: body.catalog_id,
        seriesdb_id: body.seriesdb_id ?? title.seriesdb_id,
        title: title.title,
        poster_path: title.posterPath,
        release_date: title.release_date,
        status: approved ? 'approved' : 'pending_approval',
        quality_profile_id: body.quality_profile_id ?? null,
        root_folder_path: body.root_folder_path ?? null,
        season,
        episodes: episodes ? JSON.stringify([...new Set(episodes)].sort((a, b) => a - b)) : null,
        monitor_future: body.monitor_future ? 1 : 0,
        from_watchlist: body.from_watchlist ? 1 : 0,
        requested_at: now.toISOString(),
        updated_at: now.toISOString(),
        approved_at: approved ? now.toISOString() : null,
        approved_by: null,
        media_snapshot: JSON.stringify({
          overview: title.overview,
          poster_url: title.poster_url,
          backdrop_url: title.backdrop_url,
          vote_average: title.vote_average,
          runtime_minutes: title.runtime_minutes,
          genres: title.genres,
        }),
      });
    });
    if (!approved) await this.announcePending(account, id, title.title, season);
    return this.recordOf(await this.mustFind(id));
  }

  async mine(accountId: number): Promise<RequestRecord[]> {
    const rows = await this.repository.listByAccount(accountId);
    const names = await this.approverNames(rows);
    return rows.map((row) => toRequestRecord(row, row.approved_by === null ? null : (names.get(Number(row.approved_by)) ?? null)));
  }

  async quota(account: Account): Promise<QuotaAnswer> {
    const [movie, tv] = await Promise.all([
      this.quotaOf(this.repository, account, 'movie'),
      this.quotaOf(this.repository, account, 'tv'),
    ]);
    return {
      movie,
      tv,
      // the account record's `effective_auto_approve`
      auto_approve: account.role === 'admin' || account.autoApprove,
    };
  }

  /** The owner cancels their own request while it is open; it then no longer counts against the quota. */
  async cancelOwn(account: Account, requestId: number): Promise<RequestRecord> {
    const row = await this.repository.findById(requestId);
    // another account's request answers like a missing one: ids reveal nothing
    if (!row || Number(row.account_id) !== account.id) throw new AppError('request_not_found', { request_id: requestId });
    if (!(OPEN_STATUSES as readonly string[]).includes(row.status)) {
      throw new AppError('request_not_open', { request_id: requestId, status: row.status });
    }
    const now = this.deps.clock.now().toISOString();
    await this.repository.update(requestId, { status: 'cancelled', cancelled_at: now, updated_at: now });
    return this.recordOf(await this.mustFind(requestId));
  }

  /**
   * Records that a request's download finished (what the status sync with the acquisition
   * backend calls) and tells the requester.
   */
  async markDownloaded(requestId: number): Promise<RequestRecord> {
    const row = await this.mustFind(requestId);
    const now = this.deps.clock.now().toISOString();
    await this.repository.update(requestId, { status: 'downloaded', completed_at: now, updated_at: now });
    await this.deps.notifications.notify([Number(row.account_id)], {
      type: 'download_complete',
      messageKey: 'request.download_complete',
      messageTitle: row.title,
      season: row.season,
      episodes: row.episodes ? (JSON.parse(row.episodes) as number[]) : null,
      requestId,
      ziel: `/requests/${requestId}`,
    });
    return this.recordOf(await this.mustFind(requestId));
  }

  async pendingCount(): Promise<number> {
    return this.repository.countByStatus(['pending_approval']);
  }

  /** Figures for the administrator's dashboard. */
  async dashboardCounts(): Promise<{ wartend: number; laufend: number; fehlgeschlagen_7d: number }> {
    const since = new Date(this.deps.clock.now().getTime() - SEVEN_DAYS_MS).toISOString();
    const [wartend, laufend, fehlgeschlagen] = await Promise.all([
      this.repository.countByStatus(['pending_approval']),
      this.repository.countByStatus(['approved', 'searching']),
      this.repository.countByStatusUpdatedSince(['failed'], since),
    ]);
    return { wartend, laufend, fehlgeschlagen_7d: fehlgeschlagen };
  }

  /** The state of a title here, per tier: the status of its newest request that still means something. */
  async titleStatus(mediaType: MediaType, catalogId: number): Promise<{ status: string; status_uhd: string | null }> {
    const ignored = ['cancelled', 'deleted'];
    const key = { mediaType, catalogId };
    const [standard, uhd] = await Promise.all([
      this.repository.newestForTitle(key, 'standard', ignored),
      this.repository.newestForTitle(key, 'uhd', ignored),
    ]);
    return { status: standard?.status ?? 'none', status_uhd: uhd?.status ?? null };
  }

  /** Titles whose download finished most recently, each naming who asked for it. */
  async recentlyCompleted(): Promise<RecentTitle[]> {
    const rows = await this.repository.recentlyCompleted(RECENT_LIMIT);
    const requesters = new Map<number, Account | null>();
    for (const id of new Set(rows.map((row) => Number(row.account_id)))) {
      requesters.set(id, await this.deps.accounts.findById(id));
    }
    return rows.map((row) => {
      const snapshot = readSnapshot(row);
      const requester = requesters.get(Number(row.account_id)) ?? null;
      return {
        request_id: Number(row.id),
        media_type: row.media_type as MediaType,
        catalog_id: Number(row.catalog_id),
        title: row.title,
        overview: snapshot.overview,
        poster_url: snapshot.poster_url,
        backdrop_url: snapshot.backdrop_url,
        release_date: row.release_date,
        vote_average: snapshot.vote_average,
        runtime_minutes: snapshot.runtime_minutes,
        genres: snapshot.genres,
        completed_at: row.completed_at,
        requested_by: requester ? nameOf(requester) : '',
        requester_avatar: requester ? this.deps.accounts.avatarUrl(requester) : null,
        seasons: row.season === null ? [] : [row.season],
      };
    });
  }

  private async quotaOf(repository: RequestsRepository, account: Account, mediaType: MediaType): Promise<QuotaInfo> {
    const period = this.deps.quotaPeriod;
    const { start, end } = quotaPeriodBounds(period, this.deps.clock.now());
    // an administrator's quota reset counts only what came after it
    const since =
      account.quotaResetAt && account.quotaResetAt > start.toISOString() ? account.quotaResetAt : start.toISOString();
    const used = await repository.countForAccountSince(account.id, mediaType, since, QUOTA_STATUSES);
    const configured = mediaType === 'movie' ? account.quotaMoviesLimit : account.quotaSeriesLimit;
    // the account record keeps 0 for "no limit"; quota info reports that as null, never a big number
    const limit = configured > 0 ? configured : null;
    return {
      limit,
      used,
      remaining: limit === null ? null : Math.max(0, limit - used),
      unlimited: limit === null,
      exhausted: limit !== null && used >= limit,
      period,
      resets_at: limit === null ? null : end.toISOString(),
    };
  }

  private async announcePending(account: Account, requestId: number, title: string, season: number | null) {
    const deciders = await this.deps.accounts.idsWithRoles(['admin', 'approver']);
    await this.deps.notifications.notify(
      deciders.filter((id) => id !== account.id),
      { type: 'request_pending', messageKey: 'request.pending', messageTitle: title, season, requestId, ziel: '/admin/requests' },
    );
    if (account.role === 'child' && account.parentId !== null) {
      await this.deps.notifications.notify([account.parentId], {
        type: 'child_wish',
        messageKey: 'request.child_wish',
        messageTitle: title,
        season,
        requestId,
        ziel: '/admin/requests',
      });
    }
  }

  private async mustFind(id: number): Promise<RequestRow> {
    const row = await this.repository.findById(id);
    if (!row) throw new AppError('request_not_found', { request_id: id });
    return row;
  }

  private async recordOf(row: RequestRow): Promise<RequestRecord> {
    const names = await this.approverNames([row]);
    return toRequestRecord(row, row.approved_by === null ? null : (names.get(Number(row.approved_by)) ?? null));
  }

  private async approverNames(rows: RequestRow[]): Promise<Map<number, string>> {
    const names = new Map<number, string>();
    for (const id of new Set(rows.flatMap((row) => (row.approved_by === null ? [] : [Number(row.approved_by)])))) {
      const approver = await this.deps.accounts.findById(id);
      if (approver) names.set(id, nameOf(approver));
    }
    return names;
  }
}

/** A movie has no seasons; episodes belong to one season. */
function checkScope(mediaType: MediaType, season: number | null, episodes: number[] | null): void {
  const errors: { path: string; code: string }[] = [];
  if (mediaType === 'movie' && season !== null) errors.push({ path: 'body/season', code: 'movie_has_no_seasons' });
  if (mediaType === 'movie' && episodes !== null) errors.push({ path: 'body/episodes', code: 'movie_has_no_episodes' });
  if (mediaType === 'tv' && episodes !== null && season === null) {
    errors.push({ path: 'body/episodes', code: 'episodes_need_season' });
  }
  if (errors.length > 0) {
    throw new AppError('invalid_input', { errors, summary: errors.map((e) => `${e.path} (${e.code})`).join('; ') });
  }
}

function blockedProfilesOf(account: Account, mediaType: MediaType, tier: 'standard' | 'uhd'): number[] {
  const profiles = account.blockedProfiles;
  if (mediaType === 'movie') return (tier === 'uhd' ? profiles.movie_uhd : profiles.movie) ?? [];
  return (tier === 'uhd' ? profiles.series_uhd : profiles.series) ?? [];
}
