import { AppError } from '@hms/platform';

/** The scopes of contract part 2.2, in their canonical order. */
export const SCOPES = ['read', 'request', 'operate'] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(word: string): word is Scope {
  return (SCOPES as readonly string[]).includes(word);
}

/**
 * The scopes a key gets from a list the owner or a program gave: unknown words are refused
 * (`invalid_input` naming their positions), `read` is always included, duplicates drop out and
 * the order is canonical.
 */
export function normaliseScopes(words: readonly string[], path = 'body/scopes'): Scope[] {
  const errors = words
    .map((word, index) => ({ word, index }))
    .filter(({ word }) => !isScope(word))
    .map(({ index }) => ({ path: `${path}/${index}`, code: 'enum' }));
  if (errors.length > 0) {
    throw new AppError('invalid_input', {
      errors,
      summary: `unknown scope; accepted: ${SCOPES.join(', ')}`,
    });
  }
  return SCOPES.filter((scope) => scope === 'read' || words.includes(scope));
}

export const scopesToText = (scopes: readonly Scope[]) => scopes.join(',');
export const scopesFromText = (text: string): Scope[] => text.split(',').filter(isScope);

/** Control characters (NUL included) have no place in names people read; PostgreSQL refuses NUL. */
export const hasControlCharacters = (text: string) => /[\u0000-\u001f\u007f]/.test(text);

/** Splits a command-line list like `read,request`. */
export const splitScopeList = (text: string) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter((word) => word !== '');
