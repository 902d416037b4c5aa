/** The outcome of one callback delivery; `error` is a short stable reason, never a stack. */
export type CallbackResult = { ok: true } | { ok: false; error: string };

/** Sends JSON to a registered callback address. Tests use the real one against a local receiver. */
export interface CallbackSender {
  post(url: string, body: unknown): Promise<CallbackResult>;
}

/**
 * POSTs JSON with a time limit and without following redirects: a callback address is what
 * the integration registered and confirmed, so a redirect elsewhere is refused, not followed.
 */
export class HttpCallbackSender implements CallbackSender {
  constructor(private readonly timeoutMs = 5000) {}

  async post(url: string, body: unknown): Promise<CallbackResult> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'hms-requests' },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // the answer's body is of no interest; read it so the connection is released
      await response.arrayBuffer().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return { ok: true };
      if (response.status >= 300 && response.status < 400) return { ok: false, error: `redirect ${response.status} not followed` };
      return { ok: false, error: `status ${response.status}` };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, error: `no answer within ${this.timeoutMs} ms` };
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
      const code = cause && 'code' in cause ? String((cause as { code: unknown }).code) : 'unreachable';
      return { ok: false, error: `unreachable (${code})` };
    }
  }
}
