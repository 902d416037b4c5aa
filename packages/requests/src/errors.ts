import type { ErrorDefinition } from '@hms/platform';

/**
 * The requests service's error codes (seed 001 part 7 and requests-app.md). The platform
 * registry adds the common ones (`invalid_input`, `not_found`, `internal_error`, ...).
 */
export const requestsErrors = {
  not_authenticated: { status: 401, message: 'Sign in or send a token to use this address.' },
  forbidden: { status: 403, message: 'Your account may not do this.' },
  requested_with_missing: { status: 403, message: 'Changes need the header X-Requested-With.' },
} as const satisfies Record<string, ErrorDefinition>;
