/**
 * One registry of domain errors for both services: each error is a stable code with an HTTP
 * status and an English message template. Domain code throws `AppError(code, params)`; only the
 * HTTP layer turns it into a status and a `{code, message, params}` body.
 */

export interface ErrorDefinition {
  status: number;
  /** English fallback text; `{name}` is replaced by `params.name`. */
  message: string;
}

export type ErrorParams = Record<string, unknown>;

export class AppError extends Error {
  readonly code: string;
  readonly params: ErrorParams;
  /** Extra answer headers (e.g. `Retry-After`) the HTTP layer sets. */
  readonly headers: Record<string, string>;

  constructor(code: string, params: ErrorParams = {}, headers: Record<string, string> = {}) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = params;
    this.headers = headers;
  }
}

/** Codes every service answers with, whatever its domain. */
export const platformErrors = {
  invalid_input: { status: 422, message: 'The request is not valid: {summary}' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  unsupported_media_type: { status: 415, message: 'Content type {content_type} is not accepted here.' },
  payload_too_large: { status: 413, message: 'The request body is larger than {limit} bytes.' },
  not_found: { status: 404, message: 'Nothing is found at {method} {path}.' },
  method_not_allowed: { status: 405, message: '{method} is not allowed on {path}; allowed: {allowed}.' },
  rate_limited: { status: 429, message: 'Too many requests; try again in {retry_after} seconds.' },
  service_unavailable: { status: 503, message: 'The service is shutting down; try again shortly.' },
  internal_error: { status: 500, message: 'An internal error occurred; the request id is {request_id}.' },
} as const satisfies Record<string, ErrorDefinition>;

export class ErrorRegistry {
  private readonly definitions = new Map<string, ErrorDefinition>();

  constructor(...groups: Record<string, ErrorDefinition>[]) {
    this.register(platformErrors);
    for (const group of groups) this.register(group);
  }

  register(group: Record<string, ErrorDefinition>): this {
    for (const [code, definition] of Object.entries(group)) {
      const existing = this.definitions.get(code);
      if (existing && existing.status !== definition.status) {
        throw new Error(`error code ${code} registered twice with different statuses`);
      }
      this.definitions.set(code, definition);
    }
    return this;
  }

  has(code: string): boolean {
    return this.definitions.has(code);
  }

  get(code: string): ErrorDefinition {
    const definition = this.definitions.get(code);
    if (!definition) throw new Error(`error code ${code} is not registered`);
    return definition;
  }

  codes(): string[] {
    return [...this.definitions.keys()];
  }

  /** The answer body for a code: the message template filled from params. */
  body(code: string, params: ErrorParams = {}): { code: string; message: string; params: ErrorParams } {
    const { message } = this.get(code);
    return { code, message: formatMessage(message, params), params };
  }
}

export function formatMessage(template: string, params: ErrorParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    return Array.isArray(value) ? value.join(', ') : String(value);
  });
}
