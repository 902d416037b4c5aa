import { AppError, type ErrorRegistry, type HttpApp } from '@hms/platform';
import type { TSchema } from 'typebox';
import { apiV1Responses } from '../api-v1/api-v1-errors.ts';
import {
  AssignIn,
  ConfirmPathIn,
  DownloadIdParams,
  DownloadOut,
  ProblemActionOut,
  ProblemDetailOut,
  ProblemFilesOut,
  ProblemIdParams,
  ProblemsOut,
  QueueOut,
  RemoveIn,
} from './downloads.schemas.ts';

interface Placeholder {
  method: 'GET' | 'POST';
  url: string;
  scope: 'read' | 'operate';
  summary: string;
  feature: string;
  params?: TSchema;
  body?: TSchema;
  status: number;
  answer: TSchema;
  codes: string[];
}

/**
 * The queue, problems and download addresses: their schemas, scopes and errors are final, but
 * fetching (indexers, download clients, imports) comes with a later issue. Until then each
 * answers 501 `not_yet_available`, a real error a program can handle, never a fake success.
 */
const PLACEHOLDERS: Placeholder[] = [
  { method: 'GET', url: '/api/v1/queue', scope: 'read', summary: 'Every running download', feature: 'The queue', status: 200, answer: QueueOut, codes: [] },
  { method: 'GET', url: '/api/v1/problems', scope: 'read', summary: 'Stuck downloads and import problems', feature: 'Problems', status: 200, answer: ProblemsOut, codes: [] },
  {
    method: 'GET',
    url: '/api/v1/problems/:problem_id',
    scope: 'read',
    summary: 'One problem with its log lines',
    feature: 'Problems',
    params: ProblemIdParams,
    status: 200,
    answer: ProblemDetailOut,
    codes: ['problem_not_found'],
  },
  {
    method: 'GET',
    url: '/api/v1/problems/:problem_id/files',
    scope: 'read',
    summary: 'Files of the download: name, size, quality, languages, mapping, refusals',
    feature: 'Problems',
    params: ProblemIdParams,
    status: 200,
    answer: ProblemFilesOut,
    codes: ['problem_not_found'],
  },
  {
    method: 'POST',
    url: '/api/v1/problems/:problem_id/retry',
    scope: 'operate',
    summary: 'Ask the client and the import again',
    feature: 'Problem actions',
    params: ProblemIdParams,
    status: 202,
    answer: ProblemActionOut,
    codes: ['problem_not_found'],
  },
  {
    method: 'POST',
    url: '/api/v1/problems/:problem_id/remove',
    scope: 'operate',
    summary: 'Remove the download; with search_again blocklist the release and search anew',
    feature: 'Problem actions',
    params: ProblemIdParams,
    body: RemoveIn,
    status: 202,
    answer: ProblemActionOut,
    codes: ['problem_not_found'],
  },
  {
    method: 'POST',
    url: '/api/v1/problems/:problem_id/confirm-path',
    scope: 'operate',
    summary: "Confirm where the client's files really are (remote path mapping)",
    feature: 'Problem actions',
    params: ProblemIdParams,
    body: ConfirmPathIn,
    status: 202,
    answer: ProblemActionOut,
    codes: ['problem_not_found'],
  },
  {
    method: 'POST',
    url: '/api/v1/problems/:problem_id/assign',
    scope: 'operate',
    summary: 'Assign files to titles by hand (manual import)',
    feature: 'Problem actions',
    params: ProblemIdParams,
    body: AssignIn,
    status: 202,
    answer: ProblemActionOut,
    codes: ['problem_not_found', 'version_unknown', 'title_not_found'],
  },
  {
    method: 'GET',
    url: '/api/v1/downloads/:download_id',
    scope: 'read',
    summary: 'One queue entry with its history of state changes',
    feature: 'Downloads',
    params: DownloadIdParams,
    status: 200,
    answer: DownloadOut,
    codes: ['download_not_found'],
  },
];

export const PLACEHOLDER_ADDRESSES = PLACEHOLDERS.map((p) => ({ method: p.method, url: p.url, scope: p.scope }));

export function downloadsRoutes(app: HttpApp, { errors }: { errors: ErrorRegistry }): void {
  for (const placeholder of PLACEHOLDERS) {
    app.route({
      method: placeholder.method,
      url: placeholder.url,
      config: { scope: placeholder.scope },
      schema: {
        summary: placeholder.summary,
        description: 'Not available in this build yet: answers 501 not_yet_available.',
        tags: ['downloads'],
        security: [{ apiKey: [] }],
        ...(placeholder.params ? { params: placeholder.params } : {}),
        ...(placeholder.body ? { body: placeholder.body } : {}),
        response: {
          [placeholder.status]: placeholder.answer,
          ...apiV1Responses(errors, [...placeholder.codes, 'not_yet_available']),
        },
      },
      handler: async () => {
        throw new AppError('not_yet_available', { feature: placeholder.feature });
      },
    });
  }
}
