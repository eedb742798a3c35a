import { isErrorCode } from '@parla/contracts';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { failureOf, useErrorText } from '../errors/error-text.ts';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { internalErrorHref } from '../errors/internal-error.ts';
import { useArea } from '../routing/area-context.tsx';
import { useViewerTime } from '../time/use-viewer-time.ts';
import { useLocale } from '../routing/use-locale.ts';
import type { DataQuery } from './use-data-query.ts';

interface QueryStateProps<Data> {
  query: DataQuery<Data>;
  children: (data: Data) => ReactNode;
  /** What the card says when there is nothing (required when the query passed `isEmpty`). */
  empty?: ReactNode;
  /** The card's shape while loading; reserve the height the content will take. */
  skeleton?: ReactNode;
  /**
   * The page's main query: when the server fails it with a masked 5xx again after "Try again", the
   * page is beyond repair here and the visitor goes to the internal-error page, which returns to
   * this page (decision 068). Cards beside the main content keep their own error state.
   */
  main?: boolean;
}

/**
 * Every data card's four states in one place (issue 12 point 12): a skeleton that keeps the
 * card's place, the data, the empty message, and the error with a way to try again; when a
 * refresh fails, the data stays with a note that it may be out of date.
 */
export function QueryState<Data>({ query, children, empty, skeleton, main = false }: QueryStateProps<Data>) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const { state, fetching } = query;
  const retry = useMainQueryEscalation(query, main);
  // A card names a known catalogue reason (e.g. "not allowed"); anything else (no answer, a 5xx, an
  // uncoded "Internal error") reads as "could not load, try again", never as the server's raw words.
  const cardErrorText = (error: unknown) => {
    const failure = failureOf(error);
    return failure.kind === 'coded' && isErrorCode(failure.code) ? errorText(error) : t('dataState.failed');
  };
  switch (state.kind) {
    case 'loading':
      return (
        <div aria-busy="true" data-state="loading">
          <span role="status" className="sr-only">
            {t('status.loading')}
          </span>
          {skeleton ?? <Skeleton />}
        </div>
      );
    case 'error':
      return (
        <div role="alert" data-state="error" className="flex flex-col items-start gap-3 text-sm text-slate-800">
          <p>{cardErrorText(state.error)}</p>
          <Button variant="secondary" busy={fetching} onClick={retry}>
            {t('dataState.retry')}
          </Button>
        </div>
      );
    case 'refreshFailed':
      return (
        <div data-state={state.offlineSince ? 'offline' : 'stale'} className="flex flex-col gap-3">
          <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-amber-900">
            {state.offlineSince ? <OfflineSince since={state.offlineSince} /> : t('dataState.stale')}
            <Button variant="ghost" busy={fetching} onClick={retry}>
              {t('dataState.retry')}
            </Button>
          </p>
          {children(state.data)}
        </div>
      );
    case 'empty':
      return <div data-state="empty">{empty}</div>;
    case 'ready':
      return (
        <div data-state="ready" aria-busy={state.refreshing || undefined}>
          {children(state.data)}
        </div>
      );
  }
}

/** "Offline: as of 14:05": when the data shown was last had, in the viewer's zone and format. */
function OfflineSince({ since }: { since: string }) {
  const { t } = useTranslation('common');
  const viewer = useViewerTime();
  return <span data-testid="offline-as-of">{t('dataState.offlineAsOf', { time: viewer.dateTime(since) })}</span>;
}

/** The server failed, not the request nor the line: a masked error, or a 5xx without a GraphQL answer (a proxy's 502). */
function isServerFailure(error: unknown): boolean {
  if (failureOf(error).kind === 'masked') return true;
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' && status >= 500;
}

/** Counts a retry of the main query; a masked failure after one leads to the internal-error page. */
function useMainQueryEscalation<Data>(query: DataQuery<Data>, main: boolean): () => void {
  const area = useArea();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const retried = useRef(false);
  const { state, fetching } = query;
  const masked = state.kind === 'error' && isServerFailure(state.error);
  useEffect(() => {
    if (state.kind === 'ready' || state.kind === 'empty') retried.current = false;
    if (!main || !masked || fetching || !retried.current || !area.internalError) return;
    navigate(internalErrorHref(area.internalError, locale, `${pathname}${search}`), { replace: true });
  }, [main, masked, fetching, state.kind, area.internalError, locale, navigate, pathname, search]);
  return () => {
    retried.current = true;
    query.retry();
  };
}
