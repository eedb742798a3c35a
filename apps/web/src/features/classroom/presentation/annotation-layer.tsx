import { type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stroke } from '../room/protocol.ts';
import { drawStrokes, MAX_POINTS_PER_STROKE, strokeChunk, thinPoints, toPagePoint } from './strokes.ts';

interface AnnotationLayerProps {
  strokes: Stroke[];
  width: number;
  height: number;
  /** The presenter draws; everyone else only sees. */
  drawing: boolean;
  color: string;
  strokeWidth: number;
  tool: Stroke['tool'];
  /** A chunk of the stroke being drawn: new points only; `final` on pointer up. */
  onChunk: (stroke: Omit<Stroke, 'peerId'>, final: boolean) => void;
}

const CHUNK_MS = 50;
let strokeCounter = 0;

/** The canvas over the slide: draws every stroke of the page, and records the presenter's pen. */
export function AnnotationLayer({ strokes, width, height, drawing, color, strokeWidth, tool, onChunk }: AnnotationLayerProps) {
  const { t } = useTranslation('classroom');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<{ id: string; pending: [number, number][]; count: number; lastSent: number } | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    drawStrokes(context, strokes, canvas.width, canvas.height);
  }, [strokes, width, height]);

  const flush = (final: boolean) => {
    const stroke = current.current;
    if (!stroke) return;
    const points = thinPoints(stroke.pending);
    if (points.length > 0 || final) onChunk(strokeChunk({ id: stroke.id, color, width: strokeWidth, tool }, points), final);
    stroke.pending = [];
    stroke.lastSent = performance.now();
    if (final) current.current = null;
  };

  const pointFor = (event: PointerEvent<HTMLCanvasElement>) =>
    toPagePoint(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={drawing ? t('presentation.drawingSurface') : t('presentation.annotations', { count: strokes.length })}
      data-testid="annotation-layer"
      data-strokes={strokes.length}
      className={`absolute inset-0 size-full ${drawing ? 'cursor-crosshair touch-none' : 'pointer-events-none'}`}
      onPointerDown={(event) => {
        if (!drawing) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        strokeCounter += 1;
        current.current = { id: `${Date.now().toString(36)}-${strokeCounter}`, pending: [pointFor(event)], count: 1, lastSent: 0 };
        flush(false);
      }}
      onPointerMove={(event) => {
        const stroke = current.current;
        if (!drawing || !stroke) return;
        stroke.pending.push(pointFor(event));
        stroke.count += 1;
        // A very long line continues as a new stroke (one message stays small).
        if (stroke.count >= MAX_POINTS_PER_STROKE - 10) {
          flush(true);
          strokeCounter += 1;
          current.current = { id: `${Date.now().toString(36)}-${strokeCounter}`, pending: [pointFor(event)], count: 1, lastSent: 0 };
          return;
        }
        if (performance.now() - stroke.lastSent >= CHUNK_MS) flush(false);
      }}
      onPointerUp={(event) => {
        if (!current.current) return;
        current.current.pending.push(pointFor(event));
        flush(true);
      }}
      onPointerCancel={() => flush(true)}
    />
  );
}
