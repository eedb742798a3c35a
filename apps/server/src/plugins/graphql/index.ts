import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import mercurius from 'mercurius';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { schema } from '../../graphql/schema.ts';
import { documentGate } from './document-gate.ts';
import { graphqlErrorFormatter } from './format-error.ts';
import { GRAPHQL_LIMITS } from './limits.ts';

export { GRAPHQL_LIMITS } from './limits.ts';

export default fp(
  async function graphqlPlugin(app: FastifyInstance) {
    const validationRules: ValidationRule[] = [];
    if (app.config.isProduction) validationRules.push(NoSchemaIntrospectionCustomRule);

    await app.register(mercurius, {
      schema,
      path: '/graphql',
      jit: 1,
      // Holds only documents the gate admitted; parsed without locations (errors carry paths, not lines).
      cache: GRAPHQL_LIMITS.documentCache,
      graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens, noLocation: true } },
      graphiql: false,
      validationRules,
      additionalRouteOptions: {
        // The rest of the app keeps the global limit (uploads); a GraphQL document is small.
        bodyLimit: GRAPHQL_LIMITS.bodyBytes,
        preHandler: documentGate(app, schema, validationRules),
      },
      context: async (request, reply): Promise<Omit<GraphQLContext, never>> => ({
        app,
        request,
        reply,
        auth: await request.getAuth(),
      }),
      errorFormatter: graphqlErrorFormatter(app.log),
    });
  },
  { name: 'graphql', dependencies: ['auth'] },
);
