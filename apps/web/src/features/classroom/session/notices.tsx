import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../room/room-state.ts';
import { useErrorText } from '../../../shared/errors/error-text.ts';

/** Transient room notices (muted by the teacher, refused actions, 001 §8 messages); each fades after 8 s. */
export function RoomNotices({ notices, onDismiss }: { notices: Notice[]; onDismiss: (id: number) => void }) {
  const { t } = useTranslation('classroom');
  const errorText = useErrorText();
  useEffect(() => {
    if (notices.length === 0) return;
    const timers = notices.map((n) => setTimeout(() => onDismiss(n.id), n.kind === 'error' ? 12_000 : 8_000));
    return () => timers.forEach(clearTimeout);
  }, [notices, onDismiss]);
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-3 z-40 flex flex-col items-center gap-2 px-3"
      aria-live="assertive"
      data-testid="room-notices"
    >
      {notices.map((notice) => (
        <div
          key={notice.id}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-lg items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${notice.kind === 'error' ? 'border-red-700 bg-red-50 text-red-900' : 'border-sky-700 bg-sky-50 text-sky-900'}`}
        >
          <p className="flex-1">
            {notice.kind === 'error' ? errorText({ code: notice.code ?? 'unknown', message: notice.message }) : t(`notices.${notice.kind}`)}
          </p>
          <button type="button" onClick={() => onDismiss(notice.id)} className="font-semibold underline" aria-label={t('actions.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
