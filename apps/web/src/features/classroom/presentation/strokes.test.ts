import { describe, expect, it } from 'vitest';
import { appendStrokeChunk, decodeStroke, roundPoint, strokeChunk, thinPoints, toPagePoint } from './strokes.ts';

const base = { id: 's1', color: '#dc2626', width: 4, tool: 'pen' as const };

describe('stroke serialisation', () => {
  it('rounds and clamps points to four decimals in the page', () => {
    expect(roundPoint(0.123456, 0.5)).toEqual([0.1235, 0.5]);
    expect(roundPoint(-0.2, 1.7)).toEqual([0, 1]);
  });

  it('round-trips a chunk through JSON', () => {
    const chunk = strokeChunk(base, [
      [0.1, 0.2],
      [0.123456, 0.9],
    ]);
    expect(chunk).toEqual({
      ...base,
      points: [
        [0.1, 0.2],
        [0.1235, 0.9],
      ],
    });
    expect(decodeStroke(JSON.parse(JSON.stringify({ ...chunk, peerId: 'p1' })))).toEqual({ ...chunk, peerId: 'p1' });
  });

  it('rejects malformed strokes', () => {
    const good = { ...base, points: [[0.1, 0.1]] };
    expect(decodeStroke(good)).not.toBeNull();
    expect(decodeStroke(null)).toBeNull();
    expect(decodeStroke({ ...good, id: '' })).toBeNull();
    expect(decodeStroke({ ...good, color: 'red;background:url(x)' })).toBeNull();
    expect(decodeStroke({ ...good, width: 0 })).toBeNull();
    expect(decodeStroke({ ...good, width: 65 })).toBeNull();
    expect(decodeStroke({ ...good, points: [[0.1]] })).toBeNull();
    expect(decodeStroke({ ...good, points: [[0.1, 2]] })).toBeNull();
    expect(decodeStroke({ ...good, points: [[0.1, 'a']] })).toBeNull();
    expect(decodeStroke({ ...good, tool: 'spray' })).toMatchObject({ tool: 'pen' });
  });
});

describe('live strokes', () => {
  it('appends chunks of the same stroke and adds new strokes', () => {
    const first = { ...base, points: [[0.1, 0.1]] as [number, number][] };
    const more = { ...base, points: [[0.2, 0.2]] as [number, number][] };
    const strokes = appendStrokeChunk(appendStrokeChunk([], first), more);
    expect(strokes).toEqual([
      {
        ...base,
        points: [
          [0.1, 0.1],
          [0.2, 0.2],
        ],
      },
    ]);
    expect(appendStrokeChunk(strokes, { ...more, id: 's2' })).toHaveLength(2);
  });

  it('thins dense points but keeps both ends', () => {
    const dense = Array.from({ length: 101 }, (_, i) => [i / 100_000, 0] as [number, number]);
    const kept = thinPoints(dense, 0.0002);
    expect(kept[0]).toEqual(dense[0]);
    expect(kept.at(-1)).toEqual(dense.at(-1));
    expect(kept.length).toBeLessThan(15);
  });

  it('maps a pointer position into page units', () => {
    expect(toPagePoint(150, 100, { left: 100, top: 50, width: 200, height: 100 })).toEqual([0.25, 0.5]);
    expect(toPagePoint(0, 0, { left: 100, top: 50, width: 200, height: 100 })).toEqual([0, 0]);
  });
});
