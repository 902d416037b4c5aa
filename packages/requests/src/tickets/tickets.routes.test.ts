import { ENGINES } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestAccount, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';

describe.each(ENGINES)('GET /api/v1/tickets/open-count and notifications/unread/count on %s', (engine) => {
  let service: TestRequests;
  beforeAll(async () => {
    service = await startTestRequests(engine);
  });
  afterAll(() => service.dispose());

  const count = async (url: string, token: string) => {
    const response = await service.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    return response.json() as number;
  };

  it('counts every open ticket for an administrator and the own answered ones for everybody else', async () => {
    const admin = await createTestAccount(service, { role: 'admin' });
    const approver = await createTestAccount(service, { role: 'approver' });
    const user = await createTestAccount(service, { role: 'user' });
    const [adminToken, approverToken, userToken] = await Promise.all([
      tokenFor(service, admin),
      tokenFor(service, approver),
      tokenFor(service, user),
    ]);
    const url = '/api/v1/tickets/open-count';
    expect(await count(url, adminToken)).toBe(0);
    expect(await count(url, userToken)).toBe(0);

    const asked = await service.tickets.open(user, { subject: 'Ton fehlt', mediaType: 'movie', catalogId: 603, mediaTitle: 'Matrix' });
    await service.tickets.open(user, { subject: 'Untertitel' });
    const closed = await service.tickets.open(approver, { subject: 'Erledigt' });
    await service.tickets.setStatus(closed, 'closed');
    expect(await count(url, adminToken)).toBe(2);
    // nobody answered the user yet; the user's own reply does not count either
    await service.tickets.recordReply(asked, user);
    expect(await count(url, userToken)).toBe(0);
    await service.tickets.recordReply(asked, admin);
    await service.tickets.setStatus(asked, 'in_progress');
    expect(await count(url, userToken)).toBe(1);
    expect(await count(url, approverToken)).toBe(0);
    expect(await count(url, adminToken)).toBe(2);
    await service.tickets.setStatus(asked, 'closed');
    expect(await count(url, userToken)).toBe(0);
    expect(await count(url, adminToken)).toBe(1);
  });

  it('counts the caller\'s unread notifications only', async () => {
    const user = await createTestAccount(service, { role: 'user' });
    const other = await createTestAccount(service, { role: 'user' });
    const token = await tokenFor(service, user);
    const url = '/api/v1/notifications/unread/count';
    expect(await count(url, token)).toBe(0);
    await service.notifications.notify([user.id, other.id], { type: 'ticket_reply', messageKey: 'ticket.reply', ziel: '/tickets/1' });
    await service.notifications.notify([user.id], { type: 'approved', messageKey: 'request.approved', ziel: '/requests/1' });
    expect(await count(url, token)).toBe(2);
    expect(await count(url, await tokenFor(service, other))).toBe(1);
  });
});
