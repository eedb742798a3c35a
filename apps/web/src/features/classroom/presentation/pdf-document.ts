import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

/**
 * pdf.js loads only when a presentation opens: the library (~490 kB) and its worker are
 * their own chunks. The legacy build runs on every Chrome and Edge the classroom admits
 * (the modern build needs this year's engines); the worker URL is emitted by Vite (`?url`).
 */
async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

let pdfjsPromise: ReturnType<typeof loadPdfjs> | null = null;

export function pdfjsLib() {
  pdfjsPromise ??= loadPdfjs().catch((error: unknown) => {
    pdfjsPromise = null;
    throw error;
  });
  return pdfjsPromise;
}

const documents = new Map<string, Promise<PDFDocumentProxy>>();

/** One loaded document per URL for the page's life (the presenter's page count and the stage share it). */
export function openPdf(url: string): Promise<PDFDocumentProxy> {
  let loading = documents.get(url);
  if (!loading) {
    loading = pdfjsLib().then((pdfjs) => pdfjs.getDocument({ url, withCredentials: true, isEvalSupported: false }).promise);
    loading.catch(() => documents.delete(url));
    documents.set(url, loading);
  }
  return loading;
}

/** "Download slides": the deck as a file; throws for pdf_export_failed. */
export async function downloadPdf(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`PDF download answered ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export interface RenderedPage {
  width: number;
  height: number;
  task: RenderTask;
}

/** Renders one page into the canvas, fitted to `maxWidth` CSS pixels at the screen's pixel ratio. */
export async function renderPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  maxWidth: number,
  maxHeight: number,
): Promise<RenderedPage> {
  const page = await document.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const scale = Math.max(0.1, Math.min(maxWidth / base.width, maxHeight > 0 ? maxHeight / base.height : Number.POSITIVE_INFINITY));
  const ratio = window.devicePixelRatio || 1;
  const viewport = page.getViewport({ scale: scale * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  const task = page.render({ canvas, viewport });
  return { width: viewport.width / ratio, height: viewport.height / ratio, task };
}
