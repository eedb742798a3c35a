// Type-checks every project, two at a time (CI has 2 cores; one tsc uses one). Each project's
// output is printed whole when it ends, so two never interleave; the exit code is non-zero if
// any failed. The order puts the longest first so the two lanes end together.
import { spawn } from 'node:child_process';

const CHECKS = [
  ['web', 'tsc', '-p', 'apps/web'],
  ['server', 'tsc', '-p', 'apps/server'],
  ['e2e', 'tsc', '-p', 'e2e'],
  ['documents', 'gql.tada', 'check', '-c', 'apps/web/tsconfig.json'],
  ['domain', 'tsc', '-p', 'packages/domain'],
  ['contracts', 'tsc', '-p', 'packages/contracts'],
];
const LANES = Number(process.env.TYPECHECK_LANES ?? 2);

function run([name, command, ...args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${name} (${command} ${args.join(' ')}) ${seconds}s\n`);
      if (code !== 0 || output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
let failed = 0;
await Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) if (!(await run(check))) failed += 1;
  }),
);
process.exit(failed === 0 ? 0 : 1);
