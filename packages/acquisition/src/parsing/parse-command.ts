import type { Command } from '@hms/platform';
import { parseReleaseName } from './release-parser.ts';

async function write(stdout: NodeJS.WritableStream, text: string): Promise<void> {
  if (text === '' || stdout.write(text)) return;
  await new Promise<void>((resolve) => stdout.once('drain', () => resolve()));
}

function toLines(names: string[]): string {
  let out = '';
  for (const name of names) out += `${JSON.stringify(parseReleaseName(name))}\n`;
  return out;
}

/**
 * Parses names from standard input (one per line, streamed in input order) or the words given
 * as arguments (one name), writing one contract JSON object per name and nothing else.
 * It touches no database or configuration, so it runs anywhere the code is.
 */
export async function runParse(args: string[], stdin: NodeJS.ReadableStream, stdout: NodeJS.WritableStream): Promise<number> {
  if (args.length > 0) {
    await write(stdout, toLines([args.join(' ')]));
    return 0;
  }
  let pending = '';
  stdin.setEncoding('utf8');
  for await (const chunk of stdin) {
    pending += chunk as string;
    const lastBreak = pending.lastIndexOf('\n');
    if (lastBreak < 0) continue;
    const lines = pending.slice(0, lastBreak).split('\n');
    pending = pending.slice(lastBreak + 1);
    await write(stdout, toLines(lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line))));
  }
  if (pending !== '') await write(stdout, toLines([pending.endsWith('\r') ? pending.slice(0, -1) : pending]));
  return 0;
}

export const parseCommand: Command = {
  summary: 'Parse release names (arguments, or one per line on stdin) into JSON lines',
  usage: '["NAME"]',
  options: {},
  run: ({ args, stdin, stdout }) => runParse(args, stdin, stdout),
};
