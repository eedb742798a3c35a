import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { AboutYouForm, LearningNeedsForm } from './about-you-forms.tsx';
import { GoalsForm } from './goals-form.tsx';
import { LanguageCard } from './language-card.tsx';
import { LEARNING_SETTINGS, SETTINGS_TYPENAMES } from './learning-documents.ts';
import { RecordingChoice } from './recording-choice.tsx';
import { SpokenLanguagesForm } from './spoken-languages-form.tsx';
import { WeeklyGoalForm } from './weekly-goal-form.tsx';

const cardSkeleton = 'min-h-48 gap-3 rounded-2xl border border-slate-200 bg-white p-6';

/**
 * account/settings/learning (issue 14): the language and level (with the change flow), why the
 * student learns and what to focus on, their needs, the languages they speak, their weekly goal,
 * what teachers read about them, and audio recording in classes. Each card saves on its own
 * (one 001 §7 Profile mutation each), so a mistake in one never holds back the others.
 */
export function LearningSettingsScreen() {
  const { t } = useTranslation('settings');
  const query = useDataQuery({ query: LEARNING_SETTINGS, context: SETTINGS_TYPENAMES });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('learning.title')}</PageTitle>
      <QueryState
        query={query}
        skeleton={
          <div className="flex flex-col gap-6">
            <Skeleton lines={3} barClassName="h-7" className={cardSkeleton} />
            <Skeleton lines={6} barClassName="h-7" className={cardSkeleton} />
          </div>
        }
      >
        {({ learningSettings: s }) => (
          <div className="flex flex-col gap-6">
            <LanguageCard settings={s} />
            <GoalsForm key={`goals-${s.learningGoals.join()}-${s.focusAreas.join()}-${s.learningGoalOther}`} settings={s} />
            <LearningNeedsForm key={`needs-${s.learningNeeds}`} settings={s} />
            <SpokenLanguagesForm key={`spoken-${JSON.stringify(s.spokenLanguages)}`} settings={s} />
            <WeeklyGoalForm key={`goal-${s.goal}-${s.wordsPerWeekGoal}`} settings={s} />
            <AboutYouForm key={`about-${s.preferredClassTime}-${s.aboutMe}`} settings={s} />
            <RecordingChoice key={`recording-${String(s.audioRecordingConsent)}`} current={s.audioRecordingConsent} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
