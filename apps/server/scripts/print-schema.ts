import { writeFileSync } from 'node:fs';
import { printSdl } from '../src/graphql/schema.ts';
import { GRAPHQL_ENV_URL, renderGraphqlEnv } from './graphql-env.ts';

// One command refreshes the SDL and the web's types read from it (decision 029).
const sdl = printSdl();
writeFileSync(new URL('../../../schema.graphql', import.meta.url), sdl);
writeFileSync(GRAPHQL_ENV_URL, renderGraphqlEnv(sdl));
console.log('schema.graphql and apps/web/src/shared/graphql/graphql-env.d.ts written');
