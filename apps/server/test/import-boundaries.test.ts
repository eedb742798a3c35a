// The boundaries of ARCHITECTURE.md convention 8, enforced (docs/decisions/033): web features
// import neither each other nor an area; shared/ imports neither; areas do not import each other;
// server modules do not import each other in a circle. A feature that needs another feature's
// piece moves it to shared/, or the area composes the two. Cycles between files are Biome's
// `noImportCycles` (biome.json, `npm run lint`); it cannot see folders, so module cycles are here.
import { describe, expect, it } from 'vitest';
import { type ImportEdge, cyclesOf, importEdges } from './import-graph.ts';

const WEB = 'apps/web/src';
const edgeText = ({ from, to }: ImportEdge) => `${from} -> ${to}`;

/** The folder right below `parent` that holds `file` ('booking' for apps/web/src/features/booking/x.ts), or null. */
function folderUnder(parent: string, file: string): string | null {
  if (!file.startsWith(`${parent}/`)) return null;
  const rest = file.slice(parent.length + 1);
  return rest.includes('/') ? rest.slice(0, rest.indexOf('/')) : null;
}

describe('web boundaries', () => {
  const edges = importEdges(WEB);

  it('a feature imports no other feature and no area', () => {
    const crossing = edges.filter(({ from, to }) => {
      const feature = folderUnder(`${WEB}/features`, from);
      if (feature === null) return false;
      const target = folderUnder(`${WEB}/features`, to);
      return (target !== null && target !== feature) || to.startsWith(`${WEB}/areas/`);
    });
    expect(crossing.map(edgeText)).toEqual([]);
  });

  it('shared/ imports no feature and no area', () => {
    const upwards = edges.filter(
      ({ from, to }) => from.startsWith(`${WEB}/shared/`) && (to.startsWith(`${WEB}/features/`) || to.startsWith(`${WEB}/areas/`)),
    );
    expect(upwards.map(edgeText)).toEqual([]);
  });

  it('an area imports no other area', () => {
    const crossing = edges.filter(({ from, to }) => {
      const area = folderUnder(`${WEB}/areas`, from);
      const target = folderUnder(`${WEB}/areas`, to);
      return area !== null && target !== null && target !== area;
    });
    expect(crossing.map(edgeText)).toEqual([]);
  });
});

describe('server modules', () => {
  it('import each other in no circle', () => {
    const modules = 'apps/server/src/modules';
    const moduleEdges = importEdges(modules).flatMap(({ from, to }) => {
      const a = folderUnder(modules, from);
      const b = folderUnder(modules, to);
      return a && b && a !== b ? [{ from: a, to: b }] : [];
    });
    expect(cyclesOf(moduleEdges)).toEqual([]);
  });
});
