import { appendFileSync } from 'node:fs';
import { buildRobustnessCases, type OpenApiDocument, type RobustnessCase } from './robustness-cases.ts';

/**
 * A robustness sweep driven by a service's own OpenAPI document: sends every case of
 * robustness-cases.ts in-process and reports every answer a client must never get: a 5xx that is
 * not a documented answer, or an error that is not `{code, message, params}`.
 */

export { buildRobustnessCases, HOSTILE_PATH_VALUES, minimalValue, type OpenApiDocument, type RobustnessCase } from './robustness-cases.ts';

const ANSWER_TIMEOUT_MS = 2_000;

export interface RobustnessFailure extends RobustnessCase {
  status: number;
  response: string;
}

export interface InjectLike {
  inject(request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    payload?: string;
  }): Promise<{ statusCode: number; body: string }>;
}

export interface SweepOptions {
  service: InjectLike;
  document: OpenApiDocument;
  /** Credentials for a request (called once per operation, so a case that signs out or revokes does not starve the next). */
  headersFor(route: string): Promise<Record<string, string>>;
  /** Runs before every case, e.g. to move a test clock on so rate limits refill between cases. */
  beforeCase?(): void | Promise<void>;
  /** `METHOD /route` → why its 500 is tolerated for now (shown in the report). */
  known500s?: Record<string, string>;
}

/** True when the status and body are an answer a client may get. */
export function acceptableAnswer(method: string, status: number, body: string): { ok: boolean; reason?: string } {
  let parsed: unknown;
  if (status >= 400 && method !== 'HEAD') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return { ok: false, reason: 'error body is not JSON' };
    }
    const error = parsed as { code?: unknown; message?: unknown; params?: unknown };
    const shaped =
      typeof error === 'object' &&
      error !== null &&
      typeof error.code === 'string' &&
      typeof error.message === 'string' &&
      typeof error.params === 'object' &&
      error.params !== null &&
      !Array.isArray(error.params);
    if (!shaped) return { ok: false, reason: 'error body is not {code, message, params}' };
  }
  if (status < 500) return { ok: true };
  const code = (parsed as { code?: string } | undefined)?.code;
  // Documented 5xx answers: a feature not built yet, and the catalog being down or slow.
  if (status === 501 && code === 'not_yet_available') return { ok: true };
  if ((status === 502 || status === 504) && typeof code === 'string' && code.startsWith('catalog_')) return { ok: true };
  return { ok: false, reason: `status ${status}` };
}

export interface SweepResult {
  sent: number;
  /**
   * How many answers each status got (the `auth:` cases, which replace the credentials, left
   * out), so a test can check the cases got past authentication.
   */
  statuses: Record<number, number>;
  failures: RobustnessFailure[];
  tolerated: RobustnessFailure[];
}

/** Sends every case; returns the failures (empty when the service held up) and how many were sent. */
export async function sweepRobustness(options: SweepOptions): Promise<SweepResult> {
  const cases = buildRobustnessCases(options.document);
  const failures: RobustnessFailure[] = [];
  const tolerated: RobustnessFailure[] = [];
  const statuses: Record<number, number> = {};
  let lastOperation = '';
  let credentials: Record<string, string> = {};
  for (const c of cases) {
    const operation = `${c.method} ${c.route}`;
    if (operation !== lastOperation) {
      credentials = await options.headersFor(c.route);
      lastOperation = operation;
    }
    await options.beforeCase?.();
    if (process.env.ROBUSTNESS_TRACE) appendFileSync(process.env.ROBUSTNESS_TRACE, `${c.method} ${c.url.slice(0, 120)} | ${c.variant}\n`);
    const answer = options.service.inject({
      method: c.method,
      url: c.url,
      headers: { ...credentials, ...c.headers },
      ...(c.body !== undefined ? { payload: c.body } : {}),
    });
    // A case that never answers is a failure of its own, not a reason to stall the whole sweep.
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<{ statusCode: number; body: string }>((resolve) => {
      timer = setTimeout(() => resolve({ statusCode: 0, body: `no answer within ${ANSWER_TIMEOUT_MS} ms` }), ANSWER_TIMEOUT_MS);
    });
    const response = await Promise.race([answer, timeout]);
    clearTimeout(timer);
    if (response.statusCode === 0) {
      failures.push({ ...c, body: c.body?.slice(0, 200), status: 0, response: response.body });
      continue;
    }
    if (!c.variant.startsWith('auth:')) statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
    const verdict = acceptableAnswer(c.method, response.statusCode, response.body);
    if (verdict.ok) continue;
    const failure = { ...c, body: c.body?.slice(0, 200), status: response.statusCode, response: `${verdict.reason}: ${response.body.slice(0, 500)}` };
    if (response.statusCode >= 500 && options.known500s?.[operation]) tolerated.push(failure);
    else failures.push(failure);
  }
  return { sent: cases.length, statuses, failures, tolerated };
}

/** One line per failure: method, url, variant and what came back, for a readable test failure. */
export function describeFailures(failures: RobustnessFailure[]): string {
  return failures
    .map((f) => `${f.method} ${f.url.slice(0, 120)}\n  variant: ${f.variant}\n  body: ${(f.body ?? "(none)").slice(0, 120)}\n  got: ${f.status} ${f.response.slice(0, 300)}`)
    .join('\n');
}
