import { writeFileSync } from 'node:fs';
import { printSdl } from '../src/graphql/schema.ts';

writeFileSync(new URL('../../../schema.graphql', import.meta.url), printSdl());
console.log('schema.graphql written');
