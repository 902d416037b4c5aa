import type { ErrorDefinition } from '@hms/platform';

/**
 * The requests service's error codes (seed 001 part 7 and requests-app.md). The platform
 * registry adds the common ones (`invalid_input`, `not_found`, `internal_error`, ...).
 */
export const requestsErrors = {
  not_authenticated: { status: 401, message: 'Sign in or send a token to use this address.' },
  forbidden: { status: 403, message: 'Your account may not do this.' },
  requested_with_missing: { status: 403, message: 'Changes need the header X-Requested-With.' },
  // accounts and sign-in (src/accounts, src/auth, src/tokens)
  invalid_credentials: { status: 401, message: 'Username or password is wrong.' },
  account_disabled: { status: 403, message: 'This account is switched off.' },
  wrong_password: { status: 403, message: 'The current password is wrong.' },
  username_taken: { status: 409, message: 'The username {username} is taken.' },
  betreiber_protected: { status: 403, message: 'The owner account cannot be {action} by another account.' },
  betreiber_pinned: { status: 409, message: 'The owner is pinned by the environment setting {env}.' },
  betreiber_target_invalid: { status: 422, message: 'The owner flag can only go to another active administrator.' },
} as const satisfies Record<string, ErrorDefinition>;
