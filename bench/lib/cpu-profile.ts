import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/**
 * A CPU profile of this process's main thread (the server; the load generator runs in a worker)
 * while `run` runs. Written as a .cpuprofile (Chrome DevTools, speedscope) and summarised: self
 * time by package or source file, and the top functions.
 */
export async function profileWhile<T>(file: string, run: () => Promise<T>): Promise<{ result: T; summary: string }> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  let result: T;
  try {
    result = await run();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    summaryOf = summarise(profile);
  }
  return { result, summary: summaryOf };
}
let summaryOf = '';

/** Where a frame's code lives: an npm package, one of our files, or the engine. */
function placeOf(url: string): string {
  if (!url) return '(native/engine)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/(apps|packages|bench)\/(.+)$/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  return url.replace(/^node:/, 'node:');
}

export function summarise(profile: Profile, top = 25): string {
  const self = new Map<number, number>();
  for (const id of profile.samples ?? []) self.set(id, (self.get(id) ?? 0) + 1);
  const total = profile.samples?.length ?? 0;
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = self.get(node.id) ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const place = placeOf(url);
    const name = functionName || '(anonymous)';
    const key = url ? `${name}  ${place}:${lineNumber + 1}` : name;
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  }
  // Inclusive time: a sample counts once for every distinct function on its stack.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const inclusive = new Map<string, number>();
  for (const [id, hits] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = nodeById.get(at)!.callFrame;
      if (!url) continue;
      seen.add(`${functionName || '(anonymous)'}  ${placeOf(url)}:${lineNumber + 1}`);
    }
    for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + hits);
  }
  const pct = (n: number) => `${((100 * n) / Math.max(total, 1)).toFixed(1).padStart(5)}%`;
  const rows = (m: Map<string, number>, n = top) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${pct(v)}  ${k}`)
      .join('\n');
  return [
    `self time by place (${total} samples):`,
    rows(byPlace),
    '\nself time by function:',
    rows(byFunction),
    '\ninclusive time by function:',
    rows(inclusive, 60),
  ].join('\n');
}
