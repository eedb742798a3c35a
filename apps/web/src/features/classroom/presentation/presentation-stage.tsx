import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Download from 'lucide-react/icons/download';
import Eraser from 'lucide-react/icons/eraser';
import Pause from 'lucide-react/icons/pause';
import Pencil from 'lucide-react/icons/pencil';
import Play from 'lucide-react/icons/play';
import X from 'lucide-react/icons/x';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { ClientMessage, PresentationState, Stroke } from '../room/protocol.ts';
import { AnnotationLayer } from './annotation-layer.tsx';
import { downloadPdf, openPdf, renderPage } from './pdf-document.ts';
import { HIGHLIGHTER_WIDTH, PEN_WIDTH, STROKE_COLORS } from './strokes.ts';

interface PresentationStageProps {
  url: string;
  title: string;
  presentation: PresentationState;
  canPresent: boolean;
  annotations: Record<number, Stroke[]>;
  send: (message: ClientMessage) => void;
  drawLocal: (page: number, stroke: Stroke) => void;
  clearLocal: (page: number) => void;
  reportError: (code: string) => void;
}

/**
 * The lesson deck (pdf.js) with the teacher's annotations. The presenter turns pages, pauses
 * the presentation for students and draws; students follow the shared page ("observing")
 * or keep the last shared page while it is paused (001 §4 presentation states).
 */
export function PresentationStage(props: PresentationStageProps) {
  const { t } = useTranslation('classroom');
  const { presentation, canPresent, send } = props;
  const [document, setDocument] = useState<PDFDocumentProxy | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [rendered, setRendered] = useState({ width: 0, height: 0, page: 0 });
  const [pen, setPen] = useState<{ on: boolean; color: string; tool: Stroke['tool'] }>({ on: false, color: STROKE_COLORS[0], tool: 'pen' });
  const [confirmClear, setConfirmClear] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  const page = canPresent ? presentation.page : presentation.sharedPage;
  const pageCount = document?.numPages ?? presentation.pageCount ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load when the user presses "Try again".
  useEffect(() => {
    let cancelled = false;
    setLoadFailed(false);
    openPdf(props.url).then(
      (doc) => !cancelled && setDocument(doc),
      () => !cancelled && setLoadFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [props.url, attempt]);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!document || !canvas || size.width === 0 || page < 1 || page > document.numPages) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    // Below md the stage is as tall as the slide (width decides); from md on it fits the free height too.
    const maxHeight = window.matchMedia('(min-width: 960px)').matches ? size.height : 0;
    renderPage(document, page, canvas, size.width, maxHeight)
      .then((result) => {
        task = result.task;
        if (cancelled) task.cancel();
        return result.task.promise.then(() => !cancelled && setRendered({ width: result.width, height: result.height, page }));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [document, page, size.width, size.height]);

  const goTo = (next: number) => {
    if (pageCount && (next < 1 || next > pageCount)) return;
    send({ type: 'presentation_page', page: next });
  };

  const onChunk = useCallback(
    (stroke: Omit<Stroke, 'peerId'>, final: boolean) => {
      props.drawLocal(page, stroke);
      props.send({ type: 'annotation_stroke', page, stroke, final });
    },
    [page, props.drawLocal, props.send],
  );

  const download = async () => {
    try {
      await downloadPdf(props.url, `${props.title}.pdf`);
    } catch {
      props.reportError('pdf_export_failed');
    }
  };

  const strokes = props.annotations[page] ?? [];
  const paused = presentation.mode === 'paused';

  return (
    <section
      className="flex min-h-0 flex-1 flex-col gap-2"
      aria-labelledby="presentation-title"
      data-testid="presentation-stage"
      data-page={page}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="presentation-title" className="text-sm font-semibold text-white">
          {t('presentation.title')} ·{' '}
          <span data-testid="slide-number">
            {pageCount ? t('presentation.pageOf', { page, count: pageCount }) : t('presentation.page', { page })}
          </span>
        </h2>
        <p className="text-sm text-slate-200" role="status">
          {canPresent
            ? paused
              ? t('presentation.states.pausedPresenter')
              : t('presentation.states.presenting')
            : paused
              ? t('presentation.states.paused')
              : t('presentation.states.observing')}
        </p>
      </div>
      <div
        ref={containerRef}
        className="relative flex min-h-48 items-center justify-center overflow-hidden rounded-xl bg-slate-700 md:flex-1"
      >
        {loadFailed ? (
          <div className="flex flex-col items-center gap-3 p-4">
            <Alert>{t('presentation.loadFailed')}</Alert>
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('actions.retry')}
            </Button>
          </div>
        ) : !document ? (
          <Spinner />
        ) : null}
        <div
          className="relative"
          style={{ width: rendered.width || undefined, height: rendered.height || undefined }}
          hidden={!document || loadFailed}
        >
          <canvas ref={canvasRef} aria-label={t('presentation.slideLabel', { page })} role="img" className="block bg-white" />
          {rendered.width > 0 ? (
            <AnnotationLayer
              strokes={strokes}
              width={rendered.width}
              height={rendered.height}
              drawing={canPresent && pen.on}
              color={pen.color}
              tool={pen.tool}
              strokeWidth={pen.tool === 'highlighter' ? HIGHLIGHTER_WIDTH : PEN_WIDTH}
              onChunk={onChunk}
            />
          ) : null}
        </div>
      </div>
      {/* One row of icon buttons (fits 390 px); the pen's colours get a row of their own while drawing. */}
      <div
        className="flex flex-nowrap items-center gap-1.5"
        role="toolbar"
        aria-label={t('presentation.tools')}
        data-testid="presenter-bar"
      >
        {canPresent ? (
          <>
            <IconButton label={t('presentation.previous')} icon={ChevronLeft} onClick={() => goTo(page - 1)} disabled={page <= 1} />
            <IconButton
              label={t('presentation.next')}
              icon={ChevronRight}
              onClick={() => goTo(page + 1)}
              disabled={pageCount !== null && page >= pageCount}
              testId="next-slide"
            />
            <IconButton
              label={paused ? t('presentation.resume') : t('presentation.pause')}
              icon={paused ? Play : Pause}
              pressed={paused}
              onClick={() => send({ type: 'presentation_mode', mode: paused ? 'presenting' : 'paused' })}
            />
            <IconButton
              label={pen.on ? t('presentation.stopDrawing') : t('presentation.draw')}
              icon={Pencil}
              pressed={pen.on}
              onClick={() => setPen((p) => ({ ...p, on: !p.on }))}
              testId="annotate"
            />
            <IconButton
              label={t('presentation.clear')}
              icon={Eraser}
              onClick={() => setConfirmClear(true)}
              disabled={strokes.length === 0}
            />
            <IconButton label={t('presentation.close')} icon={X} onClick={() => send({ type: 'presentation_close' })} />
          </>
        ) : null}
        <IconButton label={t('presentation.download')} icon={Download} onClick={() => void download()} />
      </div>
      {canPresent && pen.on ? (
        <fieldset className="flex flex-wrap items-center gap-1">
          <legend className="sr-only">{t('presentation.colour')}</legend>
          {STROKE_COLORS.map((color) => (
            <label key={color} className="relative flex size-9 cursor-pointer items-center justify-center">
              <input
                type="radio"
                name="pen-colour"
                checked={pen.color === color}
                onChange={() => setPen((p) => ({ ...p, color }))}
                className="peer sr-only"
                aria-label={t(`presentation.colours.${color.slice(1)}`)}
              />
              <span
                className="size-6 rounded-full border-2 border-white peer-checked:ring-2 peer-checked:ring-amber-400 peer-focus-visible:outline-2 peer-focus-visible:outline-white"
                style={{ background: color }}
              />
            </label>
          ))}
          <label className="ml-2 flex items-center gap-1 text-sm text-white">
            <input
              type="checkbox"
              checked={pen.tool === 'highlighter'}
              onChange={(e) => setPen((p) => ({ ...p, tool: e.target.checked ? 'highlighter' : 'pen' }))}
            />
            {t('presentation.highlighter')}
          </label>
        </fieldset>
      ) : null}
      <Dialog
        open={confirmClear}
        onClose={() => setConfirmClear(false)}
        title={t('presentation.clearTitle')}
        description={<p>{t('presentation.clearText', { page })}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmClear(false)}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={() => {
                props.clearLocal(page);
                send({ type: 'annotation_clear', page });
                setConfirmClear(false);
              }}
            >
              {t('presentation.clearConfirm')}
            </Button>
          </>
        }
      />
    </section>
  );
}

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** A presenter tool: an icon with its name for screen readers and as a tooltip; pressed tools look pressed (ring), not only coloured. */
function IconButton({
  label,
  icon: Icon,
  onClick,
  disabled = false,
  pressed,
  testId,
}: {
  label: string;
  icon: Icon;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40 ${
        pressed ? 'bg-amber-300 text-slate-950 ring-2 ring-white' : 'bg-slate-700 text-white hover:bg-slate-600'
      }`}
      data-testid={testId}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}
