import { type FakeHttpServer, startCallbackReceiver, startFakeHttpServer } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpCallbackSender } from './callback-sender.ts';

describe('the HTTP callback sender', () => {
  let server: FakeHttpServer;
  beforeAll(async () => {
    server = await startFakeHttpServer(() => ({ status: 204, body: '' }));
  });
  afterAll(() => server.close());

  it('POSTs JSON and reports success on 2xx', async () => {
    const receiver = await startCallbackReceiver();
    try {
      const result = await new HttpCallbackSender().post(`${receiver.url}/hook`, { type: 'test', code: '1234' });
      expect(result).toEqual({ ok: true });
      expect((await receiver.next()).body).toEqual({ type: 'test', code: '1234' });
    } finally {
      await receiver.close();
    }
  });

  it('gives up after its time limit when the address never answers', async () => {
    server.failNext(1, 'hang');
    const result = await new HttpCallbackSender(200).post(`${server.url}/slow`, {});
    expect(result).toEqual({ ok: false, error: 'no answer within 200 ms' });
  });

  it('reports error statuses and dropped connections without throwing', async () => {
    server.failNext(1, { status: 500 });
    expect(await new HttpCallbackSender().post(`${server.url}/broken`, {})).toEqual({ ok: false, error: 'status 500' });
    server.failNext(1, 'reset');
    const reset = await new HttpCallbackSender().post(`${server.url}/reset`, {});
    expect(reset.ok).toBe(false);
  });

  it('does not follow redirects', async () => {
    const receiver = await startCallbackReceiver();
    try {
      receiver.answerWith(307, `${server.url}/target`);
      const before = server.requestCount('/target');
      const result = await new HttpCallbackSender().post(`${receiver.url}/moved`, {});
      expect(result).toEqual({ ok: false, error: 'redirect 307 not followed' });
      expect(server.requestCount('/target')).toBe(before);
    } finally {
      await receiver.close();
    }
  });
});
