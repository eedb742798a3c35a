import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { LevelConfirm } from '../level/level-confirm.tsx';
import { LevelPicker } from '../level/level-picker.tsx';
import { LANGUAGE_PREFERENCES } from './post-checkout-documents.ts';
import { PostCheckoutFrame, useGoTo, usePathTo } from './post-checkout-frame.tsx';

/** proficiency/level and proficiency/level/{level}: onboarding's level picker, leading to this flow's summary. */
export function LevelScreen() {
  const { t } = useTranslation('postCheckout');
  const { level } = useParams();
  const pathTo = usePathTo();
  const query = useDataQuery({ query: LANGUAGE_PREFERENCES });
  return (
    <PostCheckoutFrame step="proficiency" title={t('level.title')}>
      <QueryState query={query} skeleton={<Skeleton lines={8} />}>
        {(data) => (
          <LevelPicker
            current={level ?? data.learningSettings.module?.cefrLevelName ?? null}
            confirmPath={(l, sublevel) => pathTo('levelSummary', { level: l, sublevel: String(sublevel) })}
          />
        )}
      </QueryState>
    </PostCheckoutFrame>
  );
}

/** proficiency/summary/{level}/{sublevel}: onboarding's level confirmation; confirmed, the first class comes next. */
export function LevelSummaryScreen() {
  const { level = '', sublevel = '' } = useParams();
  const goTo = useGoTo();
  const pathTo = usePathTo();
  const query = useDataQuery({ query: LANGUAGE_PREFERENCES });
  return (
    <PostCheckoutFrame step="proficiency">
      <QueryState query={query} skeleton={<Skeleton lines={8} />}>
        {(data) => (
          <LevelConfirm
            level={level}
            sublevel={Number(sublevel)}
            languageName={data.learningSettings.module?.section.name ?? ''}
            changePath={pathTo('level')}
            onConfirmed={() => goTo('bookClass')}
          />
        )}
      </QueryState>
    </PostCheckoutFrame>
  );
}
