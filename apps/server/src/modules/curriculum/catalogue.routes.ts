import { catalogueModulesQuery, startingModulesQuery } from '@parla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueModules, catalogueSections, startingModules } from './catalogue.service.ts';

/**
 * The curriculum catalogue over REST (001 §7; docs/api/curriculum.md): public GETs, since the
 * school's languages and levels are its offer (registration and the store read them signed out).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/sections', async () => ({ sections: await catalogueSections(app.db) }));

  app.get('/api/modules', { schema: { querystring: catalogueModulesQuery } }, async (request) => ({
    modules: await catalogueModules(app.db, request.query),
  }));

  app.get('/starting_modules', { schema: { querystring: startingModulesQuery } }, async (request) => ({
    startingModules: await startingModules(app.db, request.query),
  }));
};
