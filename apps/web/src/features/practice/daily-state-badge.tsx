import type { DailyPracticeState } from '@parla/contracts';
import { useTranslation } from 'react-i18next';

const TONE: Record<DailyPracticeState, string> = {
  available: 'border-brand-700 text-brand-900',
  completed: 'border-emerald-700 text-emerald-900',
  perfect: 'border-amber-600 bg-amber-50 text-amber-900',
};

/** The spec's daily practice state (001 §4: available, completed, perfect) as a label. */
export function DailyStateBadge({ state }: { state: DailyPracticeState }) {
  const { t } = useTranslation('practice');
  return (
    <p className={`rounded-full border px-3 py-1 text-sm font-semibold ${TONE[state]}`} data-testid="daily-state">
      {t(`daily.states.${state}`)}
    </p>
  );
}
