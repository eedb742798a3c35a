import { useTranslation } from 'react-i18next';
import { useNow } from '../time/use-now.ts';
import { useViewerTime } from '../time/use-viewer-time.ts';
import { buttonClass } from '../ui/button.tsx';
import { isJoinOpen, type JoinableClass } from './join-window.ts';

/**
 * "Join class": a link to the classroom from joinOpensAt (5 minutes before start) until the
 * end. The server's canJoin is a snapshot of when the page loaded, so the window is
 * re-evaluated against the clock every 30 s.
 */
export function JoinClassButton({ klass, className = '' }: { klass: JoinableClass; className?: string }) {
  const { t } = useTranslation('student');
  const now = useNow(30_000);
  const { time } = useViewerTime();
  if (isJoinOpen(klass, now)) {
    return (
      <a href={klass.classroomUrl} className={buttonClass('primary', className)}>
        {t('join.button')}
      </a>
    );
  }
  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" disabled aria-describedby={`join-hint-${klass.uid}`} className={buttonClass('primary', className)}>
        {t('join.button')}
      </button>
      <p id={`join-hint-${klass.uid}`} className="text-sm text-slate-600">
        {new Date(klass.endDate).getTime() <= now.getTime() ? t('join.ended') : t('join.opensAt', { time: time(klass.joinOpensAt) })}
      </p>
    </div>
  );
}
