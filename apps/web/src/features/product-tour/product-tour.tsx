import type { ProductTourStep } from '@parla/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMutation } from 'urql';
import { dataOf } from '../../shared/data/data-state.ts';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { FINISH_PRODUCT_TOUR, PRODUCT_TOUR, PRODUCT_TOUR_TYPENAMES } from './product-tour-documents.ts';
import { TOUR_ANCHOR_ATTRIBUTE, TOUR_PAGES, presentSteps, visibleAnchor } from './tour-steps.ts';

/**
 * The product tour (001 §2: Today, Classes, Book classes, Course, Practice; issue 16): opens by
 * itself on a student page until the student finishes or skips it, which the server remembers
 * per student (so it does not come back on another device). Mounted by the learn area for
 * signed-in students.
 */
export function ProductTour() {
  const { pathname } = useLocation();
  const { state } = useDataQuery({ query: PRODUCT_TOUR, variables: {}, context: PRODUCT_TOUR_TYPENAMES });
  const pending = dataOf(state)?.productTour.pending ?? false;
  if (!pending || !TOUR_PAGES.test(pathname)) return null;
  return <TourDialog />;
}

const prefersReducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function TourDialog() {
  const { t } = useTranslation('student');
  // Read once when the tour opens: the navigation is on the page by then (the tour loads after it).
  const [steps] = useState(() => presentSteps((step) => document.querySelector(`[${TOUR_ANCHOR_ATTRIBUTE}="${step}"]`) !== null));
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);
  const [finishState, finish] = useMutation(FINISH_PRODUCT_TOUR);
  const step: ProductTourStep | undefined = steps[index];
  const bodyRef = useRef<HTMLDivElement>(null);

  useHighlight(closed ? undefined : step);
  // Focus starts on Next (the dialog has opened by now: its effect runs first), and comes back to
  // it when the button that had it goes away (Back on the first step).
  const opened = useRef(false);
  useEffect(() => {
    const dialog = bodyRef.current?.closest('dialog');
    if (!dialog || index < 0) return;
    if (!opened.current || !dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('[data-tour-next]')?.focus();
    opened.current = true;
  }, [index]);

  if (closed || !step) return null;
  const last = index === steps.length - 1;
  const close = () => {
    // Finished or skipped (Escape too): remembered, so it does not open again by itself.
    setClosed(true);
    void finish({}, PRODUCT_TOUR_TYPENAMES);
  };

  return (
    <Dialog
      open
      onClose={close}
      title={t(`productTour.steps.${step}.title`)}
      actions={
        <>
          <Button variant="ghost" onClick={close} className="mr-auto" data-testid="tour-skip">
            {t('productTour.skip')}
          </Button>
          {index > 0 ? (
            <Button variant="secondary" onClick={() => setIndex(index - 1)}>
              {t('productTour.back')}
            </Button>
          ) : null}
          <Button data-tour-next busy={finishState.fetching} onClick={last ? close : () => setIndex(index + 1)} data-testid="tour-next">
            {last ? t('productTour.finish') : t('productTour.next')}
          </Button>
        </>
      }
    >
      <div ref={bodyRef} className="flex flex-col gap-2" data-testid="product-tour" data-step={step}>
        <p className="text-sm font-semibold text-brand-800">{t('productTour.stepOf', { step: index + 1, total: steps.length })}</p>
        {/* Read out on every step change, with the new title. */}
        <p aria-live="polite" className="text-slate-800">
          <span className="sr-only">{t(`productTour.steps.${step}.title`)}. </span>
          {t(`productTour.steps.${step}.text`)}
        </p>
      </div>
    </Dialog>
  );
}

/** Rings the step's navigation entry (and brings it into view, without motion if the student asked for none). */
function useHighlight(step: ProductTourStep | undefined) {
  useEffect(() => {
    if (!step) return;
    const anchor = visibleAnchor(document, step);
    if (!anchor) return;
    const previous = { outline: anchor.style.outline, outlineOffset: anchor.style.outlineOffset };
    anchor.style.outline = '3px solid #fbbf24';
    anchor.style.outlineOffset = '3px';
    anchor.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    return () => {
      anchor.style.outline = previous.outline;
      anchor.style.outlineOffset = previous.outlineOffset;
    };
  }, [step]);
}
