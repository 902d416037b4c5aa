/**
 * Owner-written patterns: a term `/.../flags` is a regular expression, anything else a plain
 * case-insensitive substring. Patterns are compiled once per decision run.
 */
export type TextMatcher = (text: string) => boolean;

const REGEX_TERM = /^\/(.+)\/([a-z]*)$/s;

/** Compiles a regex written by the owner; throws SyntaxError when it is not valid. */
export function compileRegex(source: string, flags = ''): RegExp {
  const wanted = new Set(`${flags}i`.split('').filter((flag) => 'imsu'.includes(flag)));
  return new RegExp(source, [...wanted].join(''));
}

/** A restriction term: `/regex/flags` or a plain substring, both case-insensitive. */
export function compileTerm(term: string): TextMatcher {
  const regex = REGEX_TERM.exec(term);
  if (regex) {
    const pattern = compileRegex(regex[1]!, regex[2]);
    return (text) => pattern.test(text);
  }
  const needle = term.toLowerCase();
  return (text) => text.toLowerCase().includes(needle);
}

/** The reason a term or regex does not compile, or null when it does. */
export function patternError(term: string, asRegex: boolean): string | null {
  try {
    if (asRegex) compileRegex(term);
    else compileTerm(term);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
