import type { QuestionnaireView } from '@parla/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { DataState } from '../../../shared/data/data-state.ts';
import type { DataQuery } from '../../../shared/data/use-data-query.ts';
import { type SurveyName, surveyRequests } from './survey-requests.ts';

/**
 * One questionnaire read over REST, in the shape <QueryState> shows (skeleton, error with Try
 * again, content): the survey is answered through the spec's questionnaire routes, not GraphQL.
 */
export function useQuestionnaire(name: SurveyName): DataQuery<QuestionnaireView> & { replace: (view: QuestionnaireView) => void } {
  const [state, setState] = useState<DataState<QuestionnaireView>>({ kind: 'loading' });
  const [fetching, setFetching] = useState(true);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // `attempt` asks again (Try again); a late answer for an older request is dropped.
    void attempt;
    let active = true;
    setFetching(true);
    surveyRequests.read(name).then(
      (view) => {
        if (!active) return;
        setState({ kind: 'ready', data: view, refreshing: false });
        setFetching(false);
      },
      (error: unknown) => {
        if (!active) return;
        setState((current) => ('data' in current ? { kind: 'refreshFailed', data: current.data, error } : { kind: 'error', error }));
        setFetching(false);
      },
    );
    return () => {
      active = false;
    };
  }, [name, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((view: QuestionnaireView) => setState({ kind: 'ready', data: view, refreshing: false }), []);
  return { state, retry, fetching, replace };
}
