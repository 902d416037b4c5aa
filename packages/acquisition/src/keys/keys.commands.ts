import { type Command, systemClock, UsageError } from '@hms/platform';
import { dataOptions, requiredFlag, withDatabase } from '../owner/owner.commands.ts';
import { KeysService } from './keys.service.ts';
import { splitScopeList } from './scopes.ts';

export function parseId(text: string | undefined, what: string): number {
  if (!text || !/^\d{1,15}$/.test(text)) throw new UsageError(`Give the ${what} id, e.g. 3.`);
  return Number(text);
}

export const keysCommands: Record<string, Command> = {
  'keys create': {
    summary: 'Make an API key and print it (shown only this once)',
    usage: '--name N --scopes read,request,operate [--data DIR]',
    options: {
      ...dataOptions,
      name: { flag: 'name', type: 'string', description: 'Name of the program that will use the key' },
      scopes: { flag: 'scopes', type: 'string', default: 'read', description: 'Comma list of read, request, operate' },
    },
    run: ({ flags, stdout, stderr }) =>
      withDatabase(flags, stderr, async (database) => {
        const name = requiredFlag(flags, 'name');
        const scopes = splitScopeList(typeof flags.scopes === 'string' ? flags.scopes : 'read');
        const { key, record } = await new KeysService(database.db, systemClock).create({ name, scopes, origin: 'cli' });
        // The key alone on stdout, so `KEY=$(bin/acquisition keys create ...)` works.
        stdout.write(`${key}\n`);
        stderr.write(`Key ${record.id} "${record.name}" made with scopes ${record.scopes.join(',')}; it is shown only now.\n`);
      }),
  },
  'keys list': {
    summary: 'List API keys (never the keys themselves)',
    options: dataOptions,
    run: ({ flags, stdout, stderr }) =>
      withDatabase(flags, stderr, async (database) => {
        const keys = await new KeysService(database.db, systemClock).list();
        stdout.write(`${['id', 'name', 'scopes', 'origin', 'created_at', 'last_used_at', 'revoked_at'].join('\t')}\n`);
        for (const k of keys) {
          const row = [k.id, k.name, k.scopes.join(','), k.origin, k.created_at, k.last_used_at ?? '-', k.revoked_at ?? '-'];
          stdout.write(`${row.join('\t')}\n`);
        }
      }),
  },
  'keys revoke': {
    summary: 'Revoke one API key; the others keep working',
    usage: 'ID [--data DIR]',
    options: dataOptions,
    run: ({ flags, args, stdout, stderr }) =>
      withDatabase(flags, stderr, async (database) => {
        const id = parseId(args[0], 'key');
        const record = await new KeysService(database.db, systemClock).revoke(id);
        stdout.write(`Key ${record.id} "${record.name}" revoked.\n`);
      }),
  },
};
