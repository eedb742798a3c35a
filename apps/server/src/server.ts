import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemo } from './db/seed/index.ts';
import { clockFor } from './lib/clock.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);
const clock = clockFor(config);
const app = await buildApp({ config, database, clock });

if (config.seedDemo === 'always' || (config.seedDemo === 'auto' && !config.isProduction)) {
  const summary = await seedDemo(database.db, clock.now(), { log: app.log });
  app.log.info(summary, 'demo data ready');
}
if (config.jobs) app.jobs.start();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  // Stops accepting connections, lets in-flight requests finish, runs onClose hooks.
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(`Parla is running at ${config.publicUrl}`);
