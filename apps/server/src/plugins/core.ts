import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { DatabaseHandle, Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: DatabaseHandle;
    clock: Clock;
    mailer: Mailer;
  }
}

export interface CoreDeps {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  mailer: Mailer;
}

/** Puts the injected dependencies on the instance; app.ts owns their lifecycle. */
export default fp(
  async function corePlugin(app: FastifyInstance, deps: CoreDeps) {
    app.decorate('config', deps.config);
    app.decorate('database', deps.database);
    app.decorate('db', deps.database.db);
    app.decorate('clock', deps.clock);
    app.decorate('mailer', deps.mailer);
    // The HTTP Date header reads the app's clock, the one that stamps the access token's expiry
    // cookie: the web judges that cookie against the server time it learns from this header
    // (decision 110), so the two must agree, a moved test clock included.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('date', deps.clock.now().toUTCString());
      done();
    });
  },
  { name: 'db' },
);
