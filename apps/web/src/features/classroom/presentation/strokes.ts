import type { Stroke, StrokeTool } from '../room/protocol.ts';

/**
 * Teacher annotations: freehand strokes over a slide, in page units (0..1 on both axes) so a
 * stroke drawn on a wide screen lands on the same spot of the slide on a phone. Live
 * drawing sends a stroke in chunks: each chunk carries only the points added since the
 * last one (contract §3 `annotation_stroke`); receivers append.
 */
export const STROKE_COLORS = ['#dc2626', '#2563eb', '#16a34a', '#111827'] as const;
/**
 * Line widths are pixels on a page drawn 1000 px wide (the server accepts 0.5..64), scaled
 * with the page on every screen.
 */
export const REFERENCE_PAGE_WIDTH = 1000;
export const PEN_WIDTH = 4;
export const HIGHLIGHTER_WIDTH = 18;
export const MAX_STROKE_WIDTH = 64;
/** The sender splits longer strokes: one message stays small. */
export const MAX_POINTS_PER_STROKE = 2000;

/** Four decimals: a tenth of a pixel on a 1000 px slide, and short JSON. */
export function roundPoint(x: number, y: number): [number, number] {
  const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;
  return [clamp(x), clamp(y)];
}

/** One stroke from the wire, or null when malformed: a bad frame is dropped, never drawn. */
export function decodeStroke(value: unknown): Stroke | null {
  if (!value || typeof value !== 'object') return null;
  const wire = value as Partial<Stroke>;
  if (typeof wire.id !== 'string' || wire.id.length === 0 || wire.id.length > 64) return null;
  if (typeof wire.color !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(wire.color)) return null;
  if (typeof wire.width !== 'number' || !(wire.width > 0) || wire.width > MAX_STROKE_WIDTH) return null;
  const tool: StrokeTool = wire.tool === 'highlighter' ? 'highlighter' : 'pen';
  if (!Array.isArray(wire.points) || wire.points.length > MAX_POINTS_PER_STROKE) return null;
  const points: [number, number][] = [];
  for (const point of wire.points) {
    if (!Array.isArray(point) || point.length !== 2) return null;
    const [x, y] = point;
    if (typeof x !== 'number' || typeof y !== 'number' || !(x >= 0 && x <= 1 && y >= 0 && y <= 1)) return null;
    points.push([x, y]);
  }
  return {
    id: wire.id,
    peerId: typeof wire.peerId === 'string' ? wire.peerId : undefined,
    color: wire.color,
    width: wire.width,
    tool,
    points,
  };
}

/** A stroke chunk for the wire: the new points, rounded. */
export function strokeChunk(stroke: Omit<Stroke, 'peerId' | 'points'>, newPoints: readonly [number, number][]): Omit<Stroke, 'peerId'> {
  return {
    id: stroke.id,
    color: stroke.color,
    width: stroke.width,
    tool: stroke.tool,
    points: newPoints.map(([x, y]) => roundPoint(x, y)),
  };
}

/** Adds a chunk to the page's strokes: a new stroke, or more points for one already drawing. */
export function appendStrokeChunk(strokes: readonly Stroke[], chunk: Stroke): Stroke[] {
  const index = strokes.findIndex((s) => s.id === chunk.id);
  if (index === -1) return [...strokes, chunk];
  const next = [...strokes];
  next[index] = { ...strokes[index], points: [...strokes[index].points, ...chunk.points] };
  return next;
}

/** Drops points closer than `minDistance` (page units) to the last kept one; mice report far more points than a line needs. */
export function thinPoints(points: readonly [number, number][], minDistance = 0.0015): [number, number][] {
  if (points.length <= 2) return [...points];
  const kept: [number, number][] = [points[0]];
  for (let i = 1; i < points.length - 1; i++) {
    const last = kept[kept.length - 1];
    if (Math.hypot(points[i][0] - last[0], points[i][1] - last[1]) >= minDistance) kept.push(points[i]);
  }
  kept.push(points[points.length - 1]);
  return kept;
}

/** A pointer position inside an element's box, in page units. */
export function toPagePoint(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): [number, number] {
  const x = rect.width > 0 ? (clientX - rect.left) / rect.width : 0;
  const y = rect.height > 0 ? (clientY - rect.top) / rect.height : 0;
  return roundPoint(x, y);
}

/** Draws strokes on a 2D canvas of the slide's pixel size. */
export function drawStrokes(context: CanvasRenderingContext2D, strokes: readonly Stroke[], width: number, height: number): void {
  context.clearRect(0, 0, width, height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    if (stroke.points.length === 0) continue;
    context.globalAlpha = stroke.tool === 'highlighter' ? 0.35 : 1;
    context.strokeStyle = stroke.color;
    context.lineWidth = Math.max(1, (stroke.width * width) / REFERENCE_PAGE_WIDTH);
    context.beginPath();
    const [[x0, y0], ...rest] = stroke.points;
    context.moveTo(x0 * width, y0 * height);
    if (rest.length === 0) context.lineTo(x0 * width + 0.1, y0 * height);
    for (const [x, y] of rest) context.lineTo(x * width, y * height);
    context.stroke();
  }
  context.globalAlpha = 1;
}
