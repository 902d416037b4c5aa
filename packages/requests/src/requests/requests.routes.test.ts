import type { ManualClock } from '@hms/platform';
import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Account, Role } from '../accounts/account.ts';
import { bearer, createTestAccount, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';
import { RequestRecord } from './requests.schemas.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('requests through /api/v1 on %s', (engine) => {
  let service: TestRequests;
  let admin: Account;
  let approver: Account;
  beforeAll(async () => {
    service = await startTestRequests(engine);
    admin = await createTestAccount(service, { role: 'admin' });
    approver = await createTestAccount(service, { role: 'approver' });
  });
  afterAll(() => service.dispose());

  /** A new account with its own token; `patch` sets account fields (quota, auto-approve, ...). */
  async function member(role: Role = 'user', patch: Record<string, unknown> = {}, parentId?: number) {
    const created = await createTestAccount(service, { role, ...(parentId ? { parentId } : {}) });
    const account = await service.accounts.update(created.id, patch);
    const token = role === 'child' ? null : await tokenFor(service, account);
    return { account, headers: token ? bearer(token) : {} };
  }
  const post = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    service.app.inject({ method: 'POST', url: '/api/v1/requests', headers, payload });
  const get = (url: string, headers: Record<string, string>) => service.app.inject({ method: 'GET', url, headers });
  const unread = async (account: Account) => service.notifications.unreadCount(account.id);

  it('answers a request that needs approval as pending, with every field of the request record', async () => {
    const { account, headers } = await member();
    const approverUnread = await unread(approver);
    const adminUnread = await unread(admin);
    const response = await post(headers, { media_type: 'movie', catalog_id: 603, fassung: 'Kino', from_watchlist: true });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(Object.keys(record).sort()).toEqual(Object.keys(RequestRecord.properties).sort());
    expect(record).toMatchObject({
      media_type: 'movie',
      catalog_id: 603,
      fassung: 'Kino',
      tier: 'standard',
      status: 'pending_approval',
      season: null,
      episodes: null,
      from_watchlist: true,
      approved_at: null,
      requested_at: service.clock.now().toISOString(),
    });
    expect(record.title.length).toBeGreaterThan(0);
    // approvers and administrators are told; the requester is not
    expect(await unread(approver)).toBe(approverUnread + 1);
    expect(await unread(admin)).toBe(adminUnread + 1);
    expect(await unread(account)).toBe(0);
    const notified = (await service.notifications.list(approver.id))[0];
    expect(notified).toMatchObject({ type: 'request_pending', request_id: record.id, is_read: false });
    const mine = (await get('/api/v1/requests/mine', headers)).json();
    expect(mine).toEqual([record]);
  });

  it('approves at once what the account may approve itself, and an administrator\'s own request', async () => {
    const { headers } = await member('user', { auto_approve_movies: 1 });
    const movie = (await post(headers, { media_type: 'movie', catalog_id: 13 })).json();
    expect(movie).toMatchObject({ status: 'approved', approved_at: service.clock.now().toISOString() });
    // the movie switch does not cover series
    expect((await post(headers, { media_type: 'tv', catalog_id: 1668, season: 1 })).json().status).toBe('pending_approval');
    const adminToken = await tokenFor(service, admin);
    expect((await post(bearer(adminToken), { media_type: 'movie', catalog_id: 680 })).json().status).toBe('approved');
  });

  it('tells the parent of a child about the child\'s wish', async () => {
    const parent = await member();
    const child = await createTestAccount(service, { role: 'child', parentId: parent.account.id });
    const childRequest = await service.requests.create(child, { media_type: 'movie', catalog_id: 862 });
    expect(childRequest.status).toBe('pending_approval');
    const wish = (await service.notifications.list(parent.account.id))[0];
    expect(wish).toMatchObject({ type: 'child_wish', request_id: childRequest.id });
  });

  it('refuses requests whose scope does not fit the title, and stores nothing', async () => {
    const { headers } = await member();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ media_type: 'movie', catalog_id: 603, season: 1 }, 'body/season', 'movie_has_no_seasons'],
      [{ media_type: 'movie', catalog_id: 603, episodes: [1] }, 'body/episodes', 'movie_has_no_episodes'],
      [{ media_type: 'tv', catalog_id: 1396, episodes: [1, 2] }, 'body/episodes', 'episodes_need_season'],
      [{ media_type: 'tv', catalog_id: 1396, season: 99 }, 'body/season', 'unknown_season'],
      [{ media_type: 'movie' }, 'body/catalog_id', 'required'],
      [{ media_type: 'book', catalog_id: 1 }, 'body/media_type', 'anyOf'],
    ];
    for (const [payload, path, code] of cases) {
      const response = await post(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().code).toBe('invalid_input');
      expect(response.json().params.errors).toContainEqual(expect.objectContaining({ path }));
      if (!['anyOf'].includes(code)) expect(response.json().params.errors).toContainEqual({ path, code });
    }
    expect((await get('/api/v1/requests/mine', headers)).json()).toEqual([]);
  });

  it('lets only accounts with the right ask for 4K, and never with a blocked quality profile', async () => {
    const plain = await member();
    const refused = await post(plain.headers, { media_type: 'movie', catalog_id: 78, tier: 'uhd' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', params: { reason: 'uhd_not_allowed' } });
    const allowed = await member('user', {
      can_request_uhd_movies: 1,
      blocked_profiles: JSON.stringify({ movie: [], series: [], movie_uhd: [7], series_uhd: [] }),
    });
    const blocked = await post(allowed.headers, { media_type: 'movie', catalog_id: 78, tier: 'uhd', quality_profile_id: 7 });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().params).toMatchObject({ reason: 'quality_profile_blocked', quality_profile_id: 7 });
    const uhd = await post(allowed.headers, { media_type: 'movie', catalog_id: 78, tier: 'uhd', quality_profile_id: 8 });
    expect(uhd.statusCode).toBe(201);
    expect(uhd.json()).toMatchObject({ tier: 'uhd', quality_profile_uhd: true, quality_profile_id: 8 });
  });

  it('refuses a blocklisted title with blocklisted and an unknown one with title_not_found', async () => {
    const { headers } = await member();
    await service.blocklist.block({ mediaType: 'movie', catalogId: 597, title: 'Titanic', reason: 'zu lang' });
    const blocked = await post(headers, { media_type: 'movie', catalog_id: 597 });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'blocklisted', params: { media_type: 'movie', catalog_id: 597, reason: 'zu lang' } });
    const unknown = await post(headers, { media_type: 'movie', catalog_id: 987654321 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('title_not_found');
    expect((await get('/api/v1/requests/mine', headers)).json()).toEqual([]);
  });

  it('refuses a second open request of the same title, tier and season with already_requested', async () => {
    const first = await member();
    const second = await member();
    const original = (await post(first.headers, { media_type: 'tv', catalog_id: 1418, season: 2 })).json();
    const again = await post(second.headers, { media_type: 'tv', catalog_id: 1418, season: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_requested', params: { request_id: original.id, status: 'pending_approval' } });
    // another season is another request
    expect((await post(second.headers, { media_type: 'tv', catalog_id: 1418, season: 3 })).statusCode).toBe(201);
  });

  it('reports the quota per media kind and refuses with quota_exhausted once it is used up', async () => {
    const { headers } = await member('user', { quota_movies_limit: 2 });
    const fresh = (await get('/api/v1/requests/quota', headers)).json();
    // the test clock stands on Sunday 2026-03-01; weeks end on Monday 00:00 UTC
    expect(fresh).toEqual({
      movie: { limit: 2, used: 0, remaining: 2, unlimited: false, exhausted: false, period: 'week', resets_at: '2026-03-02T00:00:00.000Z' },
      tv: { limit: null, used: 0, remaining: null, unlimited: true, exhausted: false, period: 'week', resets_at: null },
      auto_approve: false,
    });
    const first = (await post(headers, { media_type: 'movie', catalog_id: 329 })).json();
    await post(headers, { media_type: 'movie', catalog_id: 278 });
    expect((await get('/api/v1/requests/quota', headers)).json().movie).toMatchObject({ used: 2, remaining: 0, exhausted: true });
    const refused = await post(headers, { media_type: 'movie', catalog_id: 128 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'quota_exhausted',
      params: { media_type: 'movie', limit: 2, used: 2, period: 'week', resets_at: '2026-03-02T00:00:00.000Z' },
    });
    // cancelling frees the quota
    await service.app.inject({ method: 'POST', url: `/api/v1/requests/${first.id}/cancel`, headers });
    expect((await post(headers, { media_type: 'movie', catalog_id: 128 })).statusCode).toBe(201);
    // a new week starts with nothing used
    (service.clock as ManualClock).advance(DAY);
    expect((await get('/api/v1/requests/quota', headers)).json().movie).toMatchObject({ used: 0, remaining: 2 });
  });

  it('cancels only one\'s own open request', async () => {
    const owner = await member();
    const stranger = await member();
    const created = (await post(owner.headers, { media_type: 'movie', catalog_id: 11 })).json();
    const cancel = (id: number, headers: Record<string, string>) =>
      service.app.inject({ method: 'POST', url: `/api/v1/requests/${id}/cancel`, headers });
    const foreign = await cancel(created.id, stranger.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('request_not_found');
    expect((await cancel(999999, owner.headers)).statusCode).toBe(404);
    expect((await cancel(Number.NaN, owner.headers)).statusCode).toBe(422);
    const cancelled = await cancel(created.id, owner.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ id: created.id, status: 'cancelled' });
    const twice = await cancel(created.id, owner.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'request_not_open', params: { status: 'cancelled' } });
  });

  it('counts requests awaiting approval for approvers and administrators', async () => {
    const approverToken = await tokenFor(service, approver);
    const before = (await get('/api/v1/admin/requests/pending/count', bearer(approverToken))).json();
    const { headers } = await member();
    await post(headers, { media_type: 'movie', catalog_id: 769 });
    const count = await get('/api/v1/admin/requests/pending/count', bearer(approverToken));
    expect(count.statusCode).toBe(200);
    expect(count.json()).toBe(before + 1);
    expect(count.json()).toBe(await service.requests.pendingCount());
  });

  it('lists finished titles on home/recent with their requester, and tells the requester', async () => {
    const { account, headers } = await member('user', { display_name: 'Mara' });
    const created = (await post(headers, { media_type: 'tv', catalog_id: 60625, season: 1 })).json();
    const before = (await get('/api/v1/home/recent', headers)).json();
    expect(before.some((entry: { request_id: number }) => entry.request_id === created.id)).toBe(false);
    await service.requests.markDownloaded(created.id);
    const recent = (await get('/api/v1/home/recent', headers)).json();
    expect(recent[0]).toMatchObject({
      request_id: created.id,
      media_type: 'tv',
      catalog_id: 60625,
      title: created.title,
      completed_at: service.clock.now().toISOString(),
      requested_by: 'Mara',
      requester_avatar: null,
      seasons: [1],
    });
    expect(recent[0].genres.length).toBeGreaterThan(0);
    expect((await service.notifications.list(account.id))[0]).toMatchObject({ type: 'download_complete', request_id: created.id });
    const refused = await service.app.inject({ method: 'POST', url: `/api/v1/requests/${created.id}/cancel`, headers });
    expect(refused.json()).toMatchObject({ code: 'request_not_open', params: { status: 'downloaded' } });
  });
});
