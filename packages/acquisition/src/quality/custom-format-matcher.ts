import type { Release } from '../decisions/decision.types.ts';
import type { ParsedRelease } from './parsed-release-input.ts';
import type { CustomFormat, FormatCondition } from './quality.types.ts';
import { compileRegex } from './text-patterns.ts';

export interface FormatSubject {
  release: Release;
  parsed: ParsedRelease;
  quality: string;
}

type Predicate = (subject: FormatSubject) => boolean;

interface CompiledCondition {
  type: FormatCondition['type'];
  required: boolean;
  matches: Predicate;
}

export interface CompiledFormat {
  id: number;
  name: string;
  /** Conditions grouped by type, as Radarr groups its specifications by kind. */
  groups: CompiledCondition[][];
}

const GIB = 1024 ** 3;

function regexPredicate(value: FormatCondition['value'], pick: (subject: FormatSubject) => string | null): Predicate {
  let pattern: RegExp;
  try {
    pattern = compileRegex(String(value));
  } catch {
    // A pattern saved before validation existed must not stop a search: it simply never matches.
    return () => false;
  }
  return (subject) => {
    const text = pick(subject);
    return text !== null && pattern.test(text);
  };
}

function wordPredicate(value: FormatCondition['value']): string {
  return String(value).toLowerCase();
}

function conditionPredicate(condition: FormatCondition): Predicate {
  const { value } = condition;
  switch (condition.type) {
    case 'release_title':
      return regexPredicate(value, (s) => s.release.title);
    case 'edition':
      return regexPredicate(value, (s) => s.parsed.edition);
    case 'group':
      return regexPredicate(value, (s) => s.parsed.group);
    case 'source': {
      const word = wordPredicate(value);
      return (s) => s.parsed.source === word;
    }
    case 'modifier': {
      const word = wordPredicate(value);
      return (s) => s.parsed.modifier === word;
    }
    case 'codec': {
      const word = wordPredicate(value);
      return (s) => s.parsed.codec === word;
    }
    case 'hdr': {
      const word = wordPredicate(value);
      return (s) => (s.parsed.hdr as readonly string[]).includes(word);
    }
    case 'resolution': {
      const resolution = Number(value);
      return (s) => s.parsed.resolution === resolution;
    }
    case 'language': {
      const word = wordPredicate(value);
      if (word === 'multi') return (s) => s.parsed.multi;
      // The parser names no language for the usual English release, so `en` matches those too.
      if (word === 'en') return (s) => s.parsed.languages.length === 0 || s.parsed.languages.includes('en');
      return (s) => s.parsed.languages.includes(word);
    }
    case 'indexer': {
      const word = wordPredicate(value);
      return (s) => s.release.indexer.toLowerCase() === word;
    }
    case 'quality': {
      const word = wordPredicate(value);
      return (s) => s.quality === word;
    }
    case 'size': {
      const range = typeof value === 'object' && value !== null ? value : { min: null, max: null };
      const min = range.min === null ? null : range.min * GIB;
      const max = range.max === null ? null : range.max * GIB;
      return (s) => (min === null || s.release.size > min) && (max === null || s.release.size <= max);
    }
    default:
      return () => false;
  }
}

export function compileFormats(formats: CustomFormat[]): CompiledFormat[] {
  return formats.map((format) => {
    const byType = new Map<string, CompiledCondition[]>();
    for (const condition of format.conditions) {
      const predicate = conditionPredicate(condition);
      const compiled: CompiledCondition = {
        type: condition.type,
        required: condition.required,
        matches: condition.negate ? (s) => !predicate(s) : predicate,
      };
      const group = byType.get(condition.type) ?? [];
      group.push(compiled);
      byType.set(condition.type, group);
    }
    return { id: format.id, name: format.name, groups: [...byType.values()] };
  });
}

/**
 * Radarr's rule: within each condition type every required condition must hold and at least one
 * condition must hold; every type must pass. A format without conditions never matches.
 */
export function formatMatches(format: CompiledFormat, subject: FormatSubject): boolean {
  if (format.groups.length === 0) return false;
  for (const group of format.groups) {
    let any = false;
    for (const condition of group) {
      const matched = condition.matches(subject);
      if (matched) any = true;
      else if (condition.required) return false;
    }
    if (!any) return false;
  }
  return true;
}

export function matchingFormats(formats: CompiledFormat[], subject: FormatSubject): CompiledFormat[] {
  return formats.filter((format) => formatMatches(format, subject));
}
