import type { CatalogMode } from '../settings/catalog-settings.service.ts';
import type { Readiness, VersionInfo } from '../versions/versions.service.ts';

export type FindingLevel = 'error' | 'warning' | 'info';

export interface Finding {
  code: string;
  level: FindingLevel;
  params: Record<string, unknown>;
}

const LEVEL_ORDER: Record<FindingLevel, number> = { error: 0, warning: 1, info: 2 };

/** Every finding code with its level; clients build the sentence from the code and params. */
export const FINDING_CODES: Record<string, FindingLevel> = {
  no_version_ready: 'error',
  root_folder_missing: 'error',
  root_folder_not_writable: 'error',
  profile_missing: 'error',
  catalog_token_unreadable: 'error',
  no_indexer: 'warning',
  no_download_client: 'warning',
  catalog_not_configured: 'info',
};

/**
 * Health findings from what the service knows: the versions' readiness and the catalog
 * setting. Folder problems name their version; missing indexers and download clients are said
 * once with the kinds they leave without; worst first, then by code and params.
 */
export function findingsFrom(versions: { version: VersionInfo; readiness: Readiness }[], catalog: CatalogMode): Finding[] {
  const findings: Finding[] = [];
  const add = (code: string, params: Record<string, unknown> = {}) =>
    findings.push({ code, level: FINDING_CODES[code] ?? 'warning', params });

  if (versions.length > 0 && versions.every((v) => !v.readiness.ready)) add('no_version_ready');
  for (const { version, readiness } of versions) {
    for (const reason of readiness.reasons) {
      if (reason === 'profile_missing') add(reason, { version: version.id, profile_id: version.quality_profile_id });
      else if (reason === 'root_folder_missing' || reason === 'root_folder_not_writable') add(reason, { version: version.id });
    }
  }
  for (const reason of ['no_indexer', 'no_download_client'] as const) {
    const kinds = [...new Set(versions.filter((v) => v.readiness.reasons.includes(reason)).map((v) => v.version.kind))].sort();
    if (kinds.length > 0) add(reason, { kinds });
  }
  if (catalog === 'unreadable') add('catalog_token_unreadable');
  if (catalog === 'demo') add('catalog_not_configured');

  return findings.sort(
    (a, b) =>
      LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] ||
      a.code.localeCompare(b.code) ||
      JSON.stringify(a.params).localeCompare(JSON.stringify(b.params)),
  );
}
