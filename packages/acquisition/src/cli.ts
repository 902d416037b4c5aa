import { type CliDefinition, runCli, serve } from '@hms/platform';
import { createAcquisition, openAcquisitionDatabase } from './app.ts';
import { acquisitionOptions, loadAcquisitionConfig } from './config.ts';
import { keysCommands } from './keys/keys.commands.ts';
import { ownerCommands } from './owner/owner.commands.ts';
import { pairingCommands } from './pairing/pairing.commands.ts';
import { parseCommand } from './parsing/parse-command.ts';

const { dataDir, databaseUrl, logLevel } = acquisitionOptions;
const dataOptions = { dataDir, databaseUrl };

export const acquisitionCli: CliDefinition = {
  name: 'bin/acquisition',
  description: 'The acquisition service: a library of movies, series and music in named versions.',
  commands: {
    serve: {
      summary: 'Start the service (migrates the database first)',
      options: acquisitionOptions,
      async run({ flags }) {
        const config = loadAcquisitionConfig(flags);
        const acquisition = await createAcquisition({ config });
        await acquisition.jobs.recover();
        acquisition.jobs.start();
        await serve(acquisition.app, {
          host: config.host,
          port: config.port,
          announce: (address) => process.stdout.write(`acquisition listening on ${address}\n`),
        });
        // Runs until SIGTERM/SIGINT, which `serve` turns into a clean close and exit.
        return new Promise<number>(() => undefined);
      },
    },
    migrate: {
      summary: 'Bring the database up to date and exit',
      options: { ...dataOptions, logLevel },
      async run({ flags, stdout }) {
        const config = loadAcquisitionConfig(flags);
        const database = await openAcquisitionDatabase(config);
        await database.close();
        stdout.write(`acquisition database is up to date (${database.engine})\n`);
      },
    },
    parse: parseCommand,
    ...ownerCommands,
    ...keysCommands,
    ...pairingCommands,
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  runCli(acquisitionCli, process.argv.slice(2)).then(
    (code) => {
      process.exit(code);
    },
    (error) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
