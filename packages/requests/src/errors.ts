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
  invalid_image: { status: 422, message: 'The picture cannot be read; accepted are {accepted}.' },
  invitation_not_open: { status: 409, message: 'Invitation {invitation_id} is {state}.' },
  account_in_use: { status: 409, message: 'Account {user_id} still owns data that keeps it from being deleted.' },
  // requests, catalog, push callbacks (src/requests, src/catalog, src/push)
  title_not_found: { status: 404, message: 'The catalog knows no {media_type} with id {catalog_id}.' },
  request_not_found: { status: 404, message: 'You have no request {request_id}.' },
  request_not_open: { status: 409, message: 'Request {request_id} is {status} and can no longer be cancelled.' },
  already_requested: { status: 409, message: 'This title is already requested (request {request_id}, {status}).' },
  quota_exhausted: {
    status: 403,
    message: 'Your {media_type} quota of {limit} per {period} is used up until {resets_at}.',
  },
  blocklisted: { status: 403, message: 'This title is on the blocklist and cannot be requested.' },
  push_not_registered: { status: 404, message: 'No callback address is registered for this token.' },
  push_needs_token: { status: 409, message: 'Callback addresses belong to a personal token; call with one.' },
} as const satisfies Record<string, ErrorDefinition>;
