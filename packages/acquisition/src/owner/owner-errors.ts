/** Errors every owner web-API address can answer. */
export const OWNER_ERRORS = ['session_required', 'internal_error'] as const;
/** ...and those that change something, which also need `X-Requested-With`. */
export const OWNER_CHANGE_ERRORS = [...OWNER_ERRORS, 'requested_with_missing'] as const;
