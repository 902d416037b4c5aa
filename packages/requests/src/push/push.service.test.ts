import { ENGINES, startCallbackReceiver, type CallbackReceiver } from '@hms/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAccount, tokenFor } from '../testing/accounts.ts';
import { startTestRequests, type TestRequests } from '../testing/test-requests.ts';

describe.each(ENGINES)('callbacks seen from the token list on %s', (engine) => {
  let service: TestRequests;
  let receiver: CallbackReceiver;
  beforeAll(async () => {
    service = await startTestRequests(engine);
    receiver = await startCallbackReceiver();
  });
  afterAll(async () => {
    await service.dispose();
    await receiver.close();
  });

  it('reports each token\'s callback and removes one only for its owner; revoking the token removes it too', async () => {
    const owner = await createTestAccount(service, { role: 'user' });
    const stranger = await createTestAccount(service, { role: 'user' });
    await tokenFor(service, owner, { name: 'eins' });
    await tokenFor(service, owner, { name: 'zwei' });
    const [first, second] = await service.tokens.listOwn(owner.id);
    await service.push.register({ account: owner, tokenId: first!.id }, { url: `${receiver.url}/eins` });
    const { code } = (await receiver.next()).body as { code: string };
    expect((await service.push.confirm({ account: owner, tokenId: first!.id }, code)).ok).toBe(true);
    await service.push.register({ account: owner, tokenId: second!.id }, { url: `${receiver.url}/zwei` });

    const callbacks = await service.push.callbacksByToken(owner.id);
    expect(callbacks.get(first!.id)).toEqual({ url: `${receiver.url}/eins`, bestaetigt: true });
    expect(callbacks.get(second!.id)).toEqual({ url: `${receiver.url}/zwei`, bestaetigt: false });
    expect((await service.push.callbacksByToken(stranger.id)).size).toBe(0);

    expect(await service.push.removeForToken(stranger.id, first!.id)).toBe(false);
    expect(await service.push.removeForToken(owner.id, first!.id)).toBe(true);
    expect((await service.push.callbacksByToken(owner.id)).has(first!.id)).toBe(false);

    await service.tokens.revokeOwn(owner.id, second!.id);
    expect((await service.push.callbacksByToken(owner.id)).size).toBe(0);
  });
});
