import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/alert.tsx';
import type { OnboardingState } from './onboarding-documents.ts';

/** The languages the school lets the teacher teach: chosen at invitation, after recruitment. */
export function TeachingSections({ state }: { state: OnboardingState }) {
  const { t } = useTranslation('teacherOnboarding');
  if (state.teachingSections.length === 0) return <Alert tone="info">{t('languages.noSections')}</Alert>;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
      <p className="font-semibold">{t('languages.teaching')}</p>
      <p>{state.teachingSections.join(', ')}</p>
      <p className="mt-1 text-slate-600">{t('languages.teachingHint')}</p>
    </div>
  );
}
