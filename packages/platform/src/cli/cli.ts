import { parseArgs } from 'node:util';
import { ConfigError, describeOptions, type OptionSpecs } from '../config/config.ts';

export interface CommandContext {
  flags: Record<string, string | boolean | undefined>;
  /** Words after the command name that are not flags (e.g. an id). */
  args: string[];
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  stdin: NodeJS.ReadableStream;
}

export interface Command {
  summary: string;
  usage?: string;
  /** Options this command reads; `--help` is always accepted. */
  options: OptionSpecs;
  run(context: CommandContext): Promise<number | void>;
}

export interface CliDefinition {
  name: string;
  description: string;
  commands: Record<string, Command>;
}

function usage(cli: CliDefinition): string {
  const width = Math.max(...Object.keys(cli.commands).map((n) => n.length)) + 2;
  const lines = Object.entries(cli.commands).map(([name, command]) => `  ${name.padEnd(width)}${command.summary}`);
  return `${cli.description}\n\nUsage: ${cli.name} <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nRun "${cli.name} <command> --help" for a command's options.\n`;
}

function commandHelp(cli: CliDefinition, name: string, command: Command): string {
  const options = describeOptions(command.options);
  return `${command.summary}\n\nUsage: ${cli.name} ${name}${command.usage ? ` ${command.usage}` : ' [options]'}\n\nOptions:\n${options}${options ? '\n' : ''}${'  --help'.padEnd(34)} Show this help\n`;
}

/**
 * Runs one command line: `<command words...> [--flags]`. Commands may be several words
 * (`keys create`); the longest matching name wins. Returns the exit code.
 */
export async function runCli(
  cli: CliDefinition,
  argv: string[],
  io: Pick<CommandContext, 'stdout' | 'stderr' | 'stdin'> = process,
): Promise<number> {
  const words = argv.filter((a) => !a.startsWith('-'));
  let name: string | undefined;
  for (let n = Math.min(words.length, 3); n > 0 && !name; n -= 1) {
    const candidate = words.slice(0, n).join(' ');
    if (cli.commands[candidate] && argv.slice(0, n).join(' ') === candidate) name = candidate;
  }
  if (!name) {
    const asked = argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help';
    (asked ? io.stdout : io.stderr).write(
      `${asked ? '' : `Unknown command: ${argv.join(' ')}\n\n`}${usage(cli)}`,
    );
    return asked ? 0 : 2;
  }
  const command = cli.commands[name] as Command;
  const rest = argv.slice(name.split(' ').length);
  const parseOptions: Record<string, { type: 'string' | 'boolean' }> = { help: { type: 'boolean' } };
  for (const spec of Object.values(command.options)) {
    parseOptions[spec.flag] = { type: spec.type === 'boolean' ? 'boolean' : 'string' };
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: rest, options: parseOptions, allowPositionals: true, strict: true });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${commandHelp(cli, name, command)}`);
    return 2;
  }
  if (parsed.values.help) {
    io.stdout.write(commandHelp(cli, name, command));
    return 0;
  }
  try {
    const code = await command.run({
      flags: parsed.values as Record<string, string | boolean | undefined>,
      args: parsed.positionals,
      ...io,
    });
    return code ?? 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof UsageError) {
      io.stderr.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

/** A mistake on the command line; printed without a stack trace, exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
