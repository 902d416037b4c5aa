import { type Command, createLogger, systemClock, UsageError } from '@hms/platform';
import { EventsRepository } from '../events/events.repository.ts';
import { EventsService } from '../events/events.service.ts';
import { KeysService } from '../keys/keys.service.ts';
import { splitScopeList } from '../keys/scopes.ts';
import { dataOptions, withDatabase } from '../owner/owner.commands.ts';
import { PairingService } from './pairing.service.ts';

function pairingService(database: Parameters<Parameters<typeof withDatabase>[2]>[0]): PairingService {
  const logger = createLogger({ service: 'acquisition', level: 'silent' });
  const events = new EventsService(new EventsRepository(database.db), systemClock, logger);
  return new PairingService(database.db, systemClock, new KeysService(database.db, systemClock), events, undefined);
}

const idArgument = (args: string[]) => {
  if (!args[0]) throw new UsageError('Give the pairing id, as `pairing list` shows it.');
  return args[0];
};

export const pairingCommands: Record<string, Command> = {
  'pairing list': {
    summary: 'List pairing requests awaiting the owner (compare the code the program shows)',
    options: dataOptions,
    run: ({ flags, stdout, stderr }) =>
      withDatabase(flags, stderr, async (database) => {
        const items = await pairingService(database).listAwaiting();
        stdout.write(`${['pairing_id', 'code', 'app', 'scopes', 'expires_at'].join('\t')}\n`);
        for (const p of items) stdout.write(`${[p.pairing_id, p.code, p.app, p.scopes.join(','), p.expires_at].join('\t')}\n`);
      }),
  },
  'pairing confirm': {
    summary: 'Connect a program: grant the scopes it asked for, or fewer',
    usage: 'ID [--scopes read,request] [--data DIR]',
    options: {
      ...dataOptions,
      scopes: { flag: 'scopes', type: 'string', description: 'Scopes to grant (default: all that were asked)' },
    },
    run: ({ flags, args, stdout, stderr }) =>
      withDatabase(flags, stderr, async (database) => {
        const scopes = typeof flags.scopes === 'string' ? splitScopeList(flags.scopes) : undefined;
        const decided = await pairingService(database).confirm(idArgument(args), scopes);
        stdout.write(`Pairing ${decided.pairing_id} (${decided.app}) confirmed with scopes ${decided.scopes.join(',')}; the program receives its key at its next poll.\n`);
      }),
  },
  'pairing refuse': {
    summary: 'Refuse a pairing request: no key is issued',
    usage: 'ID [--data DIR]',
    options: dataOptions,
    run: ({ flags, args, stdout, stderr }) =>
      withDatabase(flags, stderr, async (database) => {
        const decided = await pairingService(database).refuse(idArgument(args));
        stdout.write(`Pairing ${decided.pairing_id} (${decided.app}) refused.\n`);
      }),
  },
};
