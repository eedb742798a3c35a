import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { buttonClass } from '../../shared/ui/button.tsx';

/** A dismissed reminder comes back after a week: an unconfirmed address still matters (reset, receipts). */
const DISMISS_MS = 7 * 24 * 60 * 60_000;
const storageKey = (userId: string) => `parla.emailReminderDismissed.${userId}`;

function dismissedRecently(userId: string): boolean {
  try {
    const at = Number(localStorage.getItem(storageKey(userId)));
    return Number.isFinite(at) && at > 0 && Date.now() - at < DISMISS_MS;
  } catch {
    return false; // storage blocked: always remind
  }
}

/**
 * Today's reminder for a student whose e-mail address is not confirmed (issue 14): it names
 * the address and leads to account/email-verification, where the link can be sent again.
 * Dismissible for a week, on this device.
 */
export function EmailReminder() {
  const { t } = useTranslation('student');
  const { user } = useAuth();
  const { locale } = useViewerTime();
  const [dismissed, setDismissed] = useState(() => (user ? dismissedRecently(user.id) : true));
  if (!user || user.verified || dismissed) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(storageKey(user.id), String(Date.now()));
    } catch {
      // storage blocked: dismissed for this visit only
    }
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="email-reminder-heading"
      data-testid="email-reminder"
      className="flex items-start gap-3 rounded-2xl border-l-4 border-sky-700 bg-sky-50 p-5"
    >
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        <h2 id="email-reminder-heading" className="text-lg font-semibold text-slate-900">
          {t('today.emailReminder.title')}
        </h2>
        <p className="break-words text-slate-800">{t('today.emailReminder.text', { email: user.email })}</p>
        <Link to={buildPath(studentPaths.emailVerification, { locale })} className={buttonClass('secondary')}>
          {t('today.emailReminder.action')}
        </Link>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('today.emailReminder.dismiss')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-sky-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
