import { isErrorCode } from '@parla/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf, useErrorText } from '../errors/error-text.ts';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import type { DataQuery } from './use-data-query.ts';

interface QueryStateProps<Data> {
  query: DataQuery<Data>;
  children: (data: Data) => ReactNode;
  /** What the card says when there is nothing (required when the query passed `isEmpty`). */
  empty?: ReactNode;
  /** The card's shape while loading; reserve the height the content will take. */
  skeleton?: ReactNode;
}

/**
 * Every data card's four states in one place (issue 12 point 12): a skeleton that keeps the
 * card's place, the data, the empty message, and the error with a way to try again; when a
 * refresh fails, the data stays with a note that it may be out of date.
 */
export function QueryState<Data>({ query, children, empty, skeleton }: QueryStateProps<Data>) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const { state, retry, fetching } = query;
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
        <div data-state="stale" className="flex flex-col gap-3">
          <p role="status" className="flex flex-wrap items-center gap-2 text-sm text-amber-900">
            {t('dataState.stale')}
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
