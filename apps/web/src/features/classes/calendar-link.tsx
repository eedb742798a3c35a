import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';

/** The private ICS feed (user.calendarUrl): one link the student pastes into any calendar app. */
export function CalendarLink() {
  const { t } = useTranslation('student');
  const { user } = useAuth();
  const inputId = useId();
  const url = user?.calendarUrl;
  if (!url) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('classes.calendar.copied'));
    } catch {
      // Clipboard access can be refused (permissions, plain http): select the text for a manual copy.
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) input.select();
      notify('info', t('classes.calendar.copyManually'));
    }
  };
  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={`${inputId}-heading`} className="text-lg font-semibold text-slate-900">
        {t('classes.calendar.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('classes.calendar.text')}</p>
      <div className="flex flex-col gap-2 smn:flex-row smn:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
            {t('classes.calendar.label')}
          </label>
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="min-h-11 w-full rounded-lg border border-slate-400 bg-slate-50 px-3 py-2 text-sm text-slate-800"
          />
        </div>
        <Button variant="secondary" onClick={() => void copy()}>
          {t('classes.calendar.copy')}
        </Button>
      </div>
    </section>
  );
}
