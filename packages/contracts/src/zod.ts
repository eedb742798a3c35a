import { config, z } from 'zod';
import { zodIssueMessage } from './zod-messages.ts';

/**
 * The one zod of the contracts. zod 4 compiles fast object parsers with `new Function`, probing
 * once whether eval is allowed. The web's Content-Security-Policy allows no eval, so in the
 * browser that probe is refused and reported as a violation (decision 026). Parsing without the
 * compiled fast path is what the browser ends up doing anyway; the server's inputs are small.
 * The setting must precede every schema (zod reads it when a schema is built), so every contract
 * file takes `z` from here, and package.json names this file as the package's one side effect.
 *
 * The same setting gives zod's own checks the catalogue's messages (`customError`, decision 123):
 * zod keeps it on globalThis, so it holds for every zod schema of the process (the server's route
 * schemas and GraphQL argument checks too), not only the contracts'.
 */
config({ jitless: true, customError: zodIssueMessage });

export { z };
