import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { dataOf } from '../../shared/data/data-state.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import type { ResultOf } from '../../shared/graphql/graphql.ts';
import { clampConversion } from './conversion-amount.ts';
import { CONVERSION_PREVIEW, CONVERSION_TYPENAMES, CONVERT_CREDITS } from './conversion-documents.ts';
import { isUnknownOutcome, useErrorText } from '../../shared/errors/error-text.ts';

function newKey(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/** account/credits-conversion (001 §2, §4): 3 group credits -> 1 private credit, with a live preview; irreversible. */
export function CreditsConversionScreen() {
  const { t } = useTranslation('store');
  const errorText = useErrorText();
  const locale = useLocale();
  const [requested, setRequested] = useState(1);
  const query = useDataQuery({
    query: CONVERSION_PREVIEW,
    variables: { privateCredits: Math.max(1, requested) },
    requestPolicy: 'cache-and-network',
    context: CONVERSION_TYPENAMES,
  });
  const [confirming, setConfirming] = useState(false);
  const [{ fetching: converting }, convert] = useMutation(CONVERT_CREDITS);
  const [convertError, setConvertError] = useState<string | null>(null);
  const key = useRef(newKey());
  const inputId = useId();
  const hintId = useId();
  // A live preview: while the answer for a new amount is on its way, the last one stays on screen
  // (the amount field must not give way to a skeleton at each keystroke). Only the first load waits.
  const lastPreview = useRef<ResultOf<typeof CONVERSION_PREVIEW>['creditsConversionPreview'] | undefined>(undefined);
  const current = dataOf(query.state)?.creditsConversionPreview;
  if (current) lastPreview.current = current;
  const preview = lastPreview.current;
  const max = preview?.maxPrivateCredits ?? 0;

  const run = async () => {
    setConvertError(null);
    const result = await convert({ privateCredits: requested, key: key.current }, { notifyErrors: false, ...CONVERSION_TYPENAMES });
    if (result.error) {
      // A lost answer keeps its key: the retry replays it instead of converting twice.
      if (isUnknownOutcome(result.error)) {
        setConvertError(t('checkout.unknownOutcome'));
        return;
      }
      key.current = newKey();
      setConvertError(errorText(result.error));
      return;
    }
    key.current = newKey();
    setConfirming(false);
    notify('success', t('conversion.done', { count: requested }));
    setRequested(1);
  };

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('conversion.title')}</PageTitle>
      <p className="text-slate-800">{t('conversion.intro')}</p>
      <Alert tone="info">{t('conversion.irreversible')}</Alert>
      {preview ? null : (
        <QueryState
          query={query}
          // The balance card and the amount card.
          skeleton={
            <div className="flex flex-col gap-6">
              <Skeleton lines={3} barClassName="h-6" className="rounded-2xl border border-slate-200 bg-white p-6" />
              <Skeleton lines={5} barClassName="h-8" className="rounded-2xl border border-slate-200 bg-white p-6" />
            </div>
          }
        >
          {() => null}
        </QueryState>
      )}
      {preview ? (
        <>
          {preview.blockingError === 'conversion_requires_subscription' ? (
            <div className="flex flex-col items-start gap-3">
              <Alert>{errorText('conversion_requires_subscription')}</Alert>
              <Link to={buildPath(studentPaths.store, { locale })} className={buttonClass('primary')}>
                {t('errorPages.toStore')}
              </Link>
            </div>
          ) : null}
          <section
            aria-labelledby="conversion-balance-heading"
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-6"
          >
            <h2 id="conversion-balance-heading" className="text-lg font-semibold text-slate-900">
              {t('conversion.balance')}
            </h2>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-slate-800">
              <dt>{t('creditsAdded.group')}</dt>
              <dd className="text-right font-semibold" data-testid="conversion-group-now">
                {preview.groupCreditsAvailable}
              </dd>
              <dt>{t('creditsAdded.private')}</dt>
              <dd className="text-right font-semibold" data-testid="conversion-private-now">
                {preview.privateCreditsAvailable}
              </dd>
            </dl>
          </section>
          {preview.blockingError !== 'conversion_requires_subscription' ? (
            max > 0 ? (
              <section
                aria-labelledby="conversion-form-heading"
                className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6"
              >
                <h2 id="conversion-form-heading" className="text-lg font-semibold text-slate-900">
                  {t('conversion.formHeading')}
                </h2>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
                    {t('conversion.amount')}
                  </label>
                  <div className="flex items-center gap-2">
                    <Button
                      variant="secondary"
                      onClick={() => setRequested((n) => clampConversion(n - 1, max))}
                      disabled={requested <= 1}
                      aria-label={t('conversion.less')}
                    >
                      −
                    </Button>
                    <input
                      id={inputId}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={max}
                      value={requested}
                      aria-describedby={hintId}
                      onChange={(event) => setRequested(clampConversion(Number(event.target.value), max))}
                      className="min-h-11 w-24 rounded-lg border border-slate-400 bg-white px-3 text-center text-base"
                    />
                    <Button
                      variant="secondary"
                      onClick={() => setRequested((n) => clampConversion(n + 1, max))}
                      disabled={requested >= max}
                      aria-label={t('conversion.more')}
                    >
                      +
                    </Button>
                  </div>
                  <p id={hintId} className="text-sm text-slate-600">
                    {t('conversion.max', { count: max })}
                  </p>
                </div>
                <p className="text-slate-900" aria-live="polite" data-testid="conversion-preview">
                  {t('conversion.preview', {
                    group: preview.groupCreditsNeeded,
                    count: preview.privateCredits,
                    groupAfter: preview.groupCreditsAfter,
                    privateAfter: preview.privateCreditsAfter,
                  })}
                </p>
                <Button onClick={() => setConfirming(true)} disabled={!preview.allowed} className="self-start">
                  {t('conversion.convert')}
                </Button>
              </section>
            ) : (
              <Alert tone="info">{t('conversion.notEnough')}</Alert>
            )
          ) : null}
          {confirming ? (
            <Dialog
              open
              onClose={() => setConfirming(false)}
              title={t('conversion.confirmTitle')}
              description={
                <>
                  <p>{t('conversion.confirmText', { group: preview.groupCreditsNeeded, count: preview.privateCredits })}</p>
                  <p className="font-semibold">{t('conversion.irreversible')}</p>
                </>
              }
              actions={
                <>
                  <Button variant="ghost" onClick={() => setConfirming(false)} disabled={converting}>
                    {t('conversion.keep')}
                  </Button>
                  <Button onClick={() => void run()} busy={converting}>
                    {t('conversion.confirm')}
                  </Button>
                </>
              }
            >
              {convertError ? <Alert>{convertError}</Alert> : null}
            </Dialog>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
