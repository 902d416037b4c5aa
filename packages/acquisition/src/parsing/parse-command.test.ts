import { spawn } from 'node:child_process';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReleaseName } from './release-parser.ts';

const bin = resolve(import.meta.dirname, '../../../../bin/acquisition');

const names = [
  'The.Matrix.1999.1080p.BluRay.x264-SPARKS',
  'Show.Name.S01E01E02.720p.HDTV.x264-GRP',
  '',
  '[SubsPlease] One Piece - 1034 (1080p) [ABCD1234].mkv',
  'Artist - Album (2020) [FLAC]',
  'The.Daily.Show.2024.03.14.Guest.720p.WEB.h264-JEBAITED',
  'Show.Name.S02.1080p.BluRay.x264-GRP',
  'nothing to see',
  'Amélie (2001) 1080p "quoted" \\ back\tslash',
];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function run(args: string[], stdinFile?: string): Promise<Run> {
  const input = stdinFile ? await open(stdinFile, 'r') : null;
  const child = spawn(bin, args, {
    stdio: [input ? input.fd : 'ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  await input?.close();
  return { code, stdout, stderr };
}

describe('bin/acquisition parse', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'parse-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints one contract JSON line per input line, in order, and nothing else', { timeout: 120_000 }, async () => {
    const file = join(dir, 'names.txt');
    await writeFile(file, `${names.join('\n')}\n`);
    const result = await run(['parse'], file);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(names.length);
    lines.forEach((line, index) => {
      expect(JSON.parse(line)).toEqual(parseReleaseName(names[index] ?? ''));
    });
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ kind: 'movie', title: 'The Matrix', year: 1999 });
    expect(JSON.parse(lines[2] ?? '')).toMatchObject({ input: '', kind: 'unknown', title: null });
  });

  it('reads Windows line endings and a last line without a newline', { timeout: 120_000 }, async () => {
    const file = join(dir, 'crlf.txt');
    await writeFile(file, 'Show.S01E05.720p.HDTV\r\nMovie.2010.1080p');
    const result = await run(['parse'], file);
    const parsed = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(parsed.map((p) => p.input)).toEqual(['Show.S01E05.720p.HDTV', 'Movie.2010.1080p']);
    expect(parsed[0]).toMatchObject({ kind: 'episode', season: 1, episodes: [5] });
  });

  it('parses one name given as an argument, without touching any database', { timeout: 120_000 }, async () => {
    const result = await run(['parse', 'Show Name S01E05 720p HDTV x264-GRP']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toEqual(parseReleaseName('Show Name S01E05 720p HDTV x264-GRP'));
  });
});
