import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FlagCache, memoryFlagChannel, redisFlagChannel } from '../modules/flags/flag-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's copy of the flag table; changes evict it on every node (decision 096). */
    flagCache: FlagCache;
  }
}

/** Feature flags' per-node cache and its change channel: Redis when configured, in-process on PGlite, a short bound otherwise. */
export default fp(
  async function featureFlagsPlugin(app: FastifyInstance) {
    const cache = new FlagCache();
    if (app.config.redisUrl) cache.attach(await redisFlagChannel(app.config.redisUrl, cache, app.log));
    else if (app.database.kind === 'pglite') cache.attach(memoryFlagChannel(app.database, cache));
    app.decorate('flagCache', cache);
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'feature-flags', dependencies: ['db'] },
);
