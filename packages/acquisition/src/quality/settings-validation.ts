import { AppError } from '@hms/platform';
import { isKnownQuality, qualityInfo } from './quality-catalog.ts';
import type { ConditionType, FormatCondition, QualityProfileItem } from './quality.types.ts';
import { compileRegex, patternError } from './text-patterns.ts';

/**
 * Checks of owner-written settings. Problems are collected as `{path, code}` (the shape the
 * HTTP layer uses for `invalid_input`) so one answer names every mistake.
 */
export class SettingsErrors {
  readonly errors: { path: string; code: string }[] = [];

  add(path: string, code: string): void {
    this.errors.push({ path, code });
  }

  check(condition: boolean, path: string, code: string): void {
    if (!condition) this.add(path, code);
  }

  throwIfAny(): void {
    if (this.errors.length === 0) return;
    const summary = this.errors.map((error) => `${error.path} (${error.code})`).join('; ');
    throw new AppError('invalid_input', { summary, errors: this.errors });
  }
}

export const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function checkName(errors: SettingsErrors, path: string, name: unknown): void {
  errors.check(typeof name === 'string' && name.trim().length > 0 && name.length <= 100, path, 'name');
}

export function checkSizeLimits(errors: SettingsErrors, limits: { min: unknown; preferred: unknown; max: unknown }): void {
  const { min, preferred, max } = limits;
  errors.check(isFiniteNumber(min) && min >= 0, 'min_mb_per_minute', 'minimum');
  errors.check(isFiniteNumber(preferred) && preferred >= 0, 'preferred_mb_per_minute', 'minimum');
  errors.check(max === null || (isFiniteNumber(max) && max > 0), 'max_mb_per_minute', 'minimum');
  if (isFiniteNumber(min) && isFiniteNumber(preferred)) errors.check(min <= preferred, 'preferred_mb_per_minute', 'below_min');
  if (isFiniteNumber(preferred) && isFiniteNumber(max)) errors.check(preferred <= max, 'max_mb_per_minute', 'below_preferred');
}

export function checkProfileItems(
  errors: SettingsErrors,
  kind: unknown,
  items: QualityProfileItem[],
  cutoff: unknown,
): void {
  errors.check(kind === 'video' || kind === 'music', 'kind', 'enum');
  if (!Array.isArray(items) || items.length === 0) {
    errors.add('items', 'minItems');
    return;
  }
  const seen = new Set<string>();
  const allowed = new Set<string>();
  items.forEach((item, index) => {
    checkName(errors, `items/${index}/name`, item?.name);
    if (!Array.isArray(item?.qualities) || item.qualities.length === 0) {
      errors.add(`items/${index}/qualities`, 'minItems');
      return;
    }
    errors.check(typeof item.allowed === 'boolean', `items/${index}/allowed`, 'type');
    item.qualities.forEach((quality, position) => {
      const path = `items/${index}/qualities/${position}`;
      if (typeof quality !== 'string' || !isKnownQuality(quality)) errors.add(path, 'quality_unknown');
      else if (qualityInfo(quality)!.kind !== kind) errors.add(path, 'quality_kind');
      else if (seen.has(quality)) errors.add(path, 'duplicate');
      else {
        seen.add(quality);
        if (item.allowed) allowed.add(quality);
      }
    });
  });
  errors.check(allowed.size > 0, 'items', 'none_allowed');
  errors.check(typeof cutoff === 'string' && allowed.has(cutoff), 'cutoff', 'not_allowed');
}

const WORDS: Partial<Record<ConditionType, readonly (string | number)[]>> = {
  source: ['cam', 'telesync', 'telecine', 'workprint', 'dvd', 'tv', 'webdl', 'webrip', 'bluray'],
  modifier: ['remux', 'brdisk', 'rawhd', 'screener', 'regional'],
  codec: ['x264', 'x265', 'xvid', 'divx', 'av1', 'vp9', 'mpeg2', 'vc1'],
  hdr: ['dv', 'hdr10', 'hdr10plus', 'hlg'],
  resolution: [480, 576, 720, 1080, 2160],
};
const CONDITION_TYPES: readonly ConditionType[] = [
  'release_title',
  'source',
  'resolution',
  'modifier',
  'codec',
  'hdr',
  'edition',
  'language',
  'group',
  'size',
  'indexer',
  'quality',
];

function checkConditionValue(errors: SettingsErrors, path: string, condition: FormatCondition): void {
  const { type, value } = condition;
  const words = WORDS[type];
  if (words) {
    errors.check(words.includes(type === 'resolution' ? Number(value) : String(value).toLowerCase()), path, 'enum');
    return;
  }
  switch (type) {
    case 'release_title':
    case 'edition':
    case 'group':
      if (typeof value !== 'string' || value.length === 0) errors.add(path, 'type');
      else {
        try {
          compileRegex(value);
        } catch {
          errors.add(path, 'regex');
        }
      }
      return;
    case 'language':
      errors.check(typeof value === 'string' && /^([a-z]{2}|multi)$/i.test(value), path, 'language');
      return;
    case 'indexer':
      errors.check(typeof value === 'string' && value.trim().length > 0, path, 'type');
      return;
    case 'quality':
      errors.check(typeof value === 'string' && isKnownQuality(value), path, 'quality_unknown');
      return;
    case 'size': {
      const range = value as { min?: unknown; max?: unknown } | null;
      if (typeof range !== 'object' || range === null) {
        errors.add(path, 'type');
        return;
      }
      const { min = null, max = null } = range;
      const ok = (bound: unknown) => bound === null || (isFiniteNumber(bound) && bound >= 0);
      errors.check(ok(min) && ok(max) && (min !== null || max !== null), path, 'range');
      if (isFiniteNumber(min) && isFiniteNumber(max)) errors.check(min < max, path, 'range');
    }
  }
}

export function checkConditions(errors: SettingsErrors, conditions: FormatCondition[]): void {
  if (!Array.isArray(conditions) || conditions.length === 0) {
    errors.add('conditions', 'minItems');
    return;
  }
  conditions.forEach((condition, index) => {
    const path = `conditions/${index}`;
    checkName(errors, `${path}/name`, condition?.name);
    errors.check(typeof condition?.negate === 'boolean', `${path}/negate`, 'type');
    errors.check(typeof condition?.required === 'boolean', `${path}/required`, 'type');
    if (!CONDITION_TYPES.includes(condition?.type)) errors.add(`${path}/type`, 'enum');
    else checkConditionValue(errors, `${path}/value`, condition);
  });
}

export function checkTerms(errors: SettingsErrors, path: string, terms: string[]): void {
  if (!Array.isArray(terms)) {
    errors.add(path, 'type');
    return;
  }
  terms.forEach((term, index) => {
    if (typeof term !== 'string' || term.trim().length === 0) errors.add(`${path}/${index}`, 'type');
    else if (patternError(term, false) !== null) errors.add(`${path}/${index}`, 'regex');
  });
}
