import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_ENV_URL, renderGraphqlEnv } from '../scripts/graphql-env.ts';

// The web's documents are typed from this file (decision 029); platform.test.ts keeps schema.graphql itself current.
describe('graphql-env.d.ts', () => {
  it('is generated from the committed schema.graphql', () => {
    const sdl = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    const committed = readFileSync(GRAPHQL_ENV_URL, 'utf8');
    expect(committed === renderGraphqlEnv(sdl), 'run `npm run schema:print` and commit apps/web/src/shared/graphql/graphql-env.d.ts').toBe(
      true,
    );
  });
});
