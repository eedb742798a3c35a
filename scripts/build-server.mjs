#!/usr/bin/env node
/**
 * Builds the server as plain JavaScript for production (decision 050): one esbuild bundle of
 * apps/server/src/server.ts with our workspace packages (@parla/*, TypeScript sources) inlined and
 * every other package left to node_modules, where Node loads it as usual.
 *
 * The bundle is written to apps/server/dist/server/server.js: the same depth below apps/server as
 * the sources (apps/server/src/<folder>/<file>.ts), so the paths the code finds relative to
 * itself (migrations, the built web, the e-mail texts) resolve to the same folders.
 *
 *   node scripts/build-server.mjs     # npm run build:server
 *   node apps/server/dist/server/server.js   # npm run start:prod
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}apps/server/dist/server`;
const started = performance.now();
rmSync(outdir, { recursive: true, force: true });

const result = await build({
  absWorkingDir: root,
  entryPoints: ['apps/server/src/server.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Keeps stack traces and Fastify plugin names readable; the size hardly matters on a server.
  minify: false,
  keepNames: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        // Bare imports are packages: external, except our own workspace packages (they export .ts).
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@parla/')) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + (o.bytes ?? 0), 0);
const inputs = Object.keys(result.metafile.inputs).length;
console.log(
  `server built: apps/server/dist/server/server.js from ${inputs} modules, ${(bytes / 1024).toFixed(0)} kB with its source map, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
