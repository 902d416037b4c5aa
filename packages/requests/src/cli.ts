import { type CliDefinition, runCli, serve } from '@hms/platform';
import { accountsCommands } from './accounts/accounts.cli.ts';
import { createRequests, openRequestsDatabase } from './app.ts';
import { requestsOptions, loadRequestsConfig } from './config.ts';

const { dataDir, databaseUrl, logLevel } = requestsOptions;
const dataOptions = { dataDir, databaseUrl };

export const requestsCli: CliDefinition = {
  name: 'bin/requests',
  description: 'The requests service: the household app for discovering and requesting movies and series.',
  commands: {
    serve: {
      summary: 'Start the service (migrates the database first)',
      options: requestsOptions,
      async run({ flags }) {
        const config = loadRequestsConfig(flags);
        const requests = await createRequests({ config });
        await requests.jobs.recover();
        requests.jobs.start();
        await serve(requests.app, {
          host: config.host,
          port: config.port,
          announce: (address) => process.stdout.write(`requests listening on ${address}\n`),
        });
        // Runs until SIGTERM/SIGINT, which `serve` turns into a clean close and exit.
        return new Promise<number>(() => undefined);
      },
    },
    migrate: {
      summary: 'Bring the database up to date and exit',
      options: { ...dataOptions, logLevel },
      async run({ flags, stdout }) {
        const config = loadRequestsConfig(flags);
        const database = await openRequestsDatabase(config);
        await database.close();
        stdout.write(`requests database is up to date (${database.engine})\n`);
      },
    },
    ...accountsCommands,
  },
};

if (import.meta.url === `file://${process.argv[1]}`) {
  runCli(requestsCli, process.argv.slice(2)).then(
    (code) => {
      process.exit(code);
    },
    (error) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
