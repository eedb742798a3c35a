import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing (source maps are left alone: no visitor downloads them). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|ico|wasm)$/;
/** Below this a compressed copy saves less than the headers cost (decision 049). */
export const MIN_BYTES = 1024;

export interface PrecompressResult {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

/** Compresses one file's contents the way the build does: brotli at quality 11, gzip at level 9. */
export async function compressBoth(data: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(data, { level: 9 }),
  ]);
  return { br, gz };
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Writes `name.br` and `name.gz` beside every text file of `dir` that is at least 1 KB and
 * that each encoding makes smaller; the server picks one by Accept-Encoding (plugins/static-web.ts).
 */
export async function precompressDir(dir: string): Promise<PrecompressResult[]> {
  const files: string[] = [];
  for await (const file of walk(dir)) if (COMPRESSIBLE.test(file)) files.push(file);
  const results: PrecompressResult[] = [];
  // A few at a time: brotli 11 is CPU-bound and the build machine may be small.
  const queue = [...files];
  async function worker() {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const { size, mtimeMs } = await stat(file);
      const result: PrecompressResult = { file, bytes: size };
      results.push(result);
      if (size < MIN_BYTES) continue;
      // A second build into the same folder (the public entry, decision 092) leaves the first one's copies alone.
      const done = await Promise.all(
        [`${file}.br`, `${file}.gz`].map((copy) =>
          stat(copy).then(
            (s) => s.mtimeMs >= mtimeMs,
            () => false,
          ),
        ),
      );
      if (done.every(Boolean)) continue;
      const data = await readFile(file);
      const { br, gz } = await compressBoth(data);
      if (br.length < size) {
        await writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length < size) {
        await writeFile(`${file}.gz`, gz);
        result.gz = gz.length;
      }
    }
  }
  await Promise.all([worker(), worker()]);
  return results;
}

/** After the bundle is written, precompresses the output directory (decision 049). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'parla-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const started = performance.now();
      const results = await precompressDir(outDir);
      const sum = (pick: (r: PrecompressResult) => number) => results.reduce((total, r) => total + pick(r), 0);
      const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
      console.log(
        `[parla-precompress] ` +
          `precompressed ${results.filter((r) => r.br !== undefined).length} of ${results.length} text files in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
          `${kb(sum((r) => r.bytes))} -> br ${kb(sum((r) => r.br ?? r.bytes))}, gzip ${kb(sum((r) => r.gz ?? r.bytes))}`,
      );
    },
  };
}
