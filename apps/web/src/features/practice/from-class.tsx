import { useTranslation } from 'react-i18next';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';

/** "From your class on 24 Nov": a word the teacher listed in the student's class log (decision 078), dated in the viewer's zone. */
export function FromClass({ at }: { at: string }) {
  const { t } = useTranslation('practice');
  const viewer = useViewerTime();
  return (
    <span className="text-sm font-medium text-brand-800" data-testid="from-class">
      {t('classWords.fromClass', { date: viewer.dateTime(at, { dateOnly: true }) })}
    </span>
  );
}
