import { AppError } from '@hms/platform';
import type { CatalogName } from '../errors.ts';
import type { Timing } from './timing.ts';

/** Anything that limits how often requests go out (token bucket, one-per-second gate). */
export interface RequestGate {
  acquire(): Promise<void>;
}

export interface CatalogHttpOptions {
  catalog: CatalogName;
  baseUrl: string;
  /** Per attempt, covering connect, headers and body. */
  timeoutMs: number;
  /** Attempts in total for 429, 5xx and network failures (1 = no retry). */
  maxAttempts: number;
  /** First back-off; doubled per attempt, capped by `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** A `Retry-After` longer than this is not waited for: the call fails at once. */
  maxRetryAfterMs: number;
  /** Answers larger than this are refused (a misconfigured URL can point at anything). Default 16 MiB. */
  maxBodyBytes?: number;
  /** Timeouts are retried only when asked: a slow catalog would otherwise block a page for long. */
  retryTimeouts?: boolean;
  headers: Record<string, string>;
  gate: RequestGate;
  timing: Timing;
  fetch?: typeof fetch;
}

/** Thrown inside the attempt loop; carries whether another attempt may help. */
class AttemptFailure {
  constructor(
    readonly error: AppError,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {}
}

/**
 * GET-with-JSON for an external catalog: every attempt passes the rate gate, has its own timeout
 * (AbortSignal.timeout), and 429/5xx/network failures are retried with exponential back-off
 * (a `Retry-After` header wins). Failures become `AppError`s with the `catalog_*` codes;
 * 404 is `null` so the caller can say what was not found in its own words.
 */
export class CatalogHttp {
  private readonly host: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: CatalogHttpOptions) {
    this.host = hostOf(options.baseUrl);
    this.fetchImpl = options.fetch ?? fetch;
  }

  async getJson(path: string, params: Record<string, string | number | undefined>): Promise<unknown | null> {
    const url = this.url(path, params);
    let attempt = 0;
    for (;;) {
      attempt += 1;
      try {
        return await this.attempt(url);
      } catch (caught) {
        if (!(caught instanceof AttemptFailure)) throw caught;
        const last = attempt >= this.options.maxAttempts;
        if (!caught.retryable || last) throw caught.error;
        if (caught.retryAfterMs !== null && caught.retryAfterMs > this.options.maxRetryAfterMs) throw caught.error;
        const backoff = Math.min(this.options.maxBackoffMs, this.options.backoffMs * 2 ** (attempt - 1));
        await this.options.timing.sleep(caught.retryAfterMs ?? backoff);
      }
    }
  }

  private url(path: string, params: Record<string, string | number | undefined>): URL {
    const base = this.options.baseUrl.replace(/\/+$/, '');
    let url: URL;
    try {
      url = new URL(base + (path.startsWith('/') ? path : `/${path}`));
    } catch {
      // A base URL typed wrongly in the settings is a catalog that cannot be reached, not a crash.
      throw new AppError('catalog_unreachable', { catalog: this.options.catalog, host: this.host, reason: 'invalid_url' });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new AppError('catalog_unreachable', { catalog: this.options.catalog, host: this.host, reason: 'invalid_url' });
    }
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    return url;
  }

  private async attempt(url: URL): Promise<unknown | null> {
    await this.options.gate.acquire();
    const catalog = this.options.catalog;
    let response: Response;
    let body: string;
    try {
      response = await this.fetchImpl(url, {
        headers: { accept: 'application/json', ...this.options.headers },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      body = await readLimited(response, this.options.maxBodyBytes ?? 16 * 1024 * 1024, catalog);
    } catch (error) {
      if (error instanceof AttemptFailure) throw error;
      throw this.networkFailure(error);
    }
    if (response.status === 404) return null;
    if (response.ok) {
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw new AttemptFailure(
          new AppError('catalog_http_error', { catalog, status: response.status, reason: 'invalid_json' }),
          false,
        );
      }
    }
    if (response.status === 401) {
      throw new AttemptFailure(new AppError('catalog_token_rejected', { catalog }), false);
    }
    if (response.status === 429) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.options.timing.clock.now());
      const retryAfter = Math.max(1, Math.ceil((retryAfterMs ?? this.options.backoffMs) / 1000));
      throw new AttemptFailure(
        new AppError('catalog_rate_limited', { catalog, retry_after: retryAfter }, { 'Retry-After': String(retryAfter) }),
        true,
        retryAfterMs,
      );
    }
    if (response.status >= 500) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.options.timing.clock.now());
      const code = [502, 503, 504].includes(response.status) ? 'catalog_unavailable' : 'catalog_http_error';
      throw new AttemptFailure(new AppError(code, { catalog, status: response.status }), true, retryAfterMs);
    }
    throw new AttemptFailure(new AppError('catalog_http_error', { catalog, status: response.status }), false);
  }

  private networkFailure(error: unknown): AttemptFailure {
    const catalog = this.options.catalog;
    const name = (error as { name?: string } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return new AttemptFailure(
        new AppError('catalog_timeout', { catalog, timeout_ms: this.options.timeoutMs }),
        this.options.retryTimeouts === true,
      );
    }
    // Refused, reset, DNS failures and anything else below HTTP: the catalog cannot be reached.
    const code = errorCode(error);
    return new AttemptFailure(
      new AppError('catalog_unreachable', { catalog, host: this.host, ...(code ? { reason: code } : {}) }),
      true,
    );
  }
}

async function readLimited(response: Response, maxBytes: number, catalog: CatalogName): Promise<string> {
  const tooLarge = () =>
    new AttemptFailure(
      new AppError('catalog_http_error', { catalog, status: response.status, reason: 'too_large' }),
      false,
    );
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The host part of the base URL for error params (never the whole URL: a key may ride in it). */
function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host || baseUrl;
  } catch {
    return baseUrl.replace(/[?#].*$/, '').slice(0, 200);
  }
}

/** The system error code behind a failed fetch (undici wraps it in `cause`, sometimes twice). */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: Date): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now.getTime());
}
