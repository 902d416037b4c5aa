/** The outcome of one POST to a receiver. */
export interface SendResult {
  /** HTTP status, or null when no answer came (refused, timeout, bad address). */
  httpStatus: number | null;
  durationMs: number;
  /** Why it failed; null on a 2xx answer. */
  error: string | null;
}

/** Posts a delivery; an interface so the worker's HTTP side is one replaceable piece. */
export interface WebhookSender {
  send(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SendResult>;
}

function describeFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code) return `connection failed: ${cause.code}`;
  return `connection failed: ${error instanceof Error ? (cause?.message ?? error.message) : String(error)}`;
}

/**
 * Sends with fetch. Redirects are never followed (a 3xx is a failure: the signature was made
 * for the owner's address, and following could carry events to another host); a receiver that
 * does not answer within the timeout fails the attempt.
 */
export class FetchWebhookSender implements WebhookSender {
  async send(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SendResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Only the status matters; the body is read (bounded by the same timeout) and dropped.
      await response.arrayBuffer().catch(() => undefined);
      const status = response.status;
      if (status >= 200 && status < 300) return { httpStatus: status, durationMs: elapsed(), error: null };
      const error = status >= 300 && status < 400 ? `redirect to ${response.headers.get('location') ?? '?'} not followed` : `HTTP ${status}`;
      return { httpStatus: status, durationMs: elapsed(), error };
    } catch (error) {
      return { httpStatus: null, durationMs: elapsed(), error: describeFailure(error) };
    }
  }
}
