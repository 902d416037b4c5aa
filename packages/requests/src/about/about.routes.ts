import { type ErrorRegistry, errorResponses, type HttpApp } from '@hms/platform';
import { type Static, Type } from 'typebox';
import { Nullable } from '../catalog/catalog.schemas.ts';

export const AboutAnswer = Type.Object({
  version: Type.String(),
  repo_url: Type.String(),
  release_url: Type.String(),
  license: Type.String(),
  update_checked: Type.Boolean({ description: 'Whether a check for a newer release has run' }),
  latest_version: Nullable(Type.String()),
  update_available: Type.Boolean(),
  checked_at: Nullable(Type.String({ format: 'date-time' })),
});
export type AboutAnswer = Static<typeof AboutAnswer>;

export interface AboutFacts {
  version: string;
  repoUrl: string;
  license: string;
}

/**
 * What the application is and where it comes from. This version makes no network call to look
 * for updates, so it reports honestly that no check has run.
 */
export function aboutOf(facts: AboutFacts): AboutAnswer {
  const repo = facts.repoUrl.replace(/\/+$/, '');
  return {
    version: facts.version,
    repo_url: repo,
    release_url: `${repo}/releases/tag/v${facts.version}`,
    license: facts.license,
    update_checked: false,
    latest_version: null,
    update_available: false,
    checked_at: null,
  };
}

export function aboutRoutes(app: HttpApp, deps: { facts: AboutFacts; errors: ErrorRegistry }) {
  const answer = aboutOf(deps.facts);
  app.get(
    '/api/v1/about',
    {
      config: { auth: 'account' },
      schema: {
        summary: 'Version, source and update state of the application',
        tags: ['v1'],
        security: [{ bearer: [] }],
        response: { 200: AboutAnswer, ...errorResponses(deps.errors, ['not_authenticated', 'forbidden']) },
      },
    },
    async () => answer,
  );
}
