// The relative imports of a source tree, read with the TypeScript compiler's own pre-processor
// (static imports, `export ... from`, `import type`, dynamic `import()`), for the boundary test.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** An import edge, both ends as repo-relative paths with forward slashes. */
export interface ImportEdge {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...sourceFiles(full));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

const repoPath = (absolute: string) => path.relative(REPO_ROOT, absolute).split(path.sep).join('/');

/** Every relative import of every source file under `roots` (repo-relative folders). */
export function importEdges(...roots: string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const root of roots) {
    for (const file of sourceFiles(path.join(REPO_ROOT, root))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        if (!fileName.startsWith('.')) continue;
        // A Vite asset import (`?raw`, `?url`) brings a file's text, not a module: no edge.
        if (fileName.includes('?')) continue;
        const target = resolveRelative(file, fileName);
        if (!target) throw new Error(`${repoPath(file)}: cannot resolve '${fileName}'`);
        edges.push({ from: repoPath(file), to: repoPath(target) });
      }
    }
  }
  return edges;
}

/** The cycles of a directed graph: every strongly connected component of more than one node. */
export function cyclesOf(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  // Tarjan's algorithm, iterative so that a long chain of imports cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; child: number }> = [{ node: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const children = next.get(frame.node)!;
      if (frame.child < children.length) {
        const child = children[frame.child++];
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, child: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(child)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}
