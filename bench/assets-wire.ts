/**
 * Bytes on the wire for the built web (issue 13 "Assets"; decision 049): the Today page's scripts
 * (the learn entry, the Today page chunk and everything they import statically, plus the CSS) as
 * they were sent before (uncompressed) and as the server sends them now (the `.br` or `.gz` the
 * build wrote beside each file, or the file itself when it has none), and the whole build.
 *
 *   npm run build:web && npx tsx bench/assets-wire.ts
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { printSummary } from './lib/summary.ts';
import { chunkOf, closure, webAssets, webDist } from './lib/web-build.ts';

const dist = webDist;
const assets = webAssets;
if (!existsSync(join(dist, 'learn.html'))) {
  console.log('assets on the wire: the web is not built (npm run build:web), skipped');
  process.exit(0);
}

/** Bytes sent for `file` with this encoding: its precompressed copy when the build wrote one. */
function wire(file: string, encoding: 'identity' | 'gzip' | 'br'): number {
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
  const path = join(assets, file);
  return statSync(suffix && existsSync(path + suffix) ? path + suffix : path).size;
}

const html = readFileSync(join(dist, 'learn.html'), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/([^"]+)"/g)].map((m) => m[1]);
const today = chunkOf('features/today/today-screen.tsx');
if (!entry || !today) throw new Error('learn entry or Today page chunk not found in the build');
const scripts = [...closure([entry, today])];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: string[], encoding: 'identity' | 'gzip' | 'br') => files.reduce((total, file) => total + wire(file, encoding), 0);
const row = (label: string, files: string[]) => {
  const identity = sum(files, 'identity');
  const gzip = sum(files, 'gzip');
  const br = sum(files, 'br');
  console.log(
    `${label.padEnd(38)} ${kb(identity).padStart(10)} ${kb(gzip).padStart(10)} ${`${((gzip / identity) * 100).toFixed(0)}%`.padStart(6)} ${kb(br).padStart(10)} ${`${((br / identity) * 100).toFixed(0)}%`.padStart(6)}`,
  );
};

const textFiles = readdirSync(assets).filter((name) => /\.(?:js|css|svg|json|webmanifest)$/.test(name));
console.log('assets on the wire (bytes the server sends by Accept-Encoding)');
console.log(
  `${'what'.padEnd(38)} ${'before'.padStart(10)} ${'gzip'.padStart(10)} ${''.padStart(6)} ${'br'.padStart(10)} ${''.padStart(6)}`,
);
row(`Today page: ${scripts.length} scripts (static)`, scripts);
row(`Today page: scripts + ${css.length} stylesheet(s)`, [...scripts, ...css]);
row(`whole build: ${textFiles.length} text files`, textFiles);

const todayFiles = [...scripts, ...css];
const precompressed = textFiles.filter((file) => existsSync(join(assets, `${file}.br`)) && existsSync(join(assets, `${file}.gz`)));
printSummary([
  {
    what: `Today page on the wire: ${scripts.length} scripts + CSS, brotli vs uncompressed`,
    value: kb(sum(todayFiles, 'br')),
    baseline: kb(sum(todayFiles, 'identity')),
    ratio: `${((sum(todayFiles, 'br') / sum(todayFiles, 'identity')) * 100).toFixed(0)}%`,
    goal: 'brotli (and gzip) for every text asset',
    load: `built web; ${precompressed.length} of ${textFiles.length} text files have .br and .gz`,
  },
]);
