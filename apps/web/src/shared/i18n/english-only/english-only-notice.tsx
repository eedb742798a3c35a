import { DISPLAY_LOCALES, type LandingOnlyLocale, NATIVE_LOCALE_NAMES } from '@parla/contracts';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useArea } from '../../routing/area-context.tsx';
import { AreaLink } from '../../routing/area-link.tsx';
import { studentPaths } from '../../routing/student-paths.ts';
import { languageTag } from '../locale.ts';
import { ENGLISH_ONLY_SENTENCES } from './english-only-sentences.ts';
import { englishOnlyNoticeSeen, markEnglishOnlyNoticeSeen } from './english-only-seen.ts';

interface EnglishOnlyNoticeProps {
  locale: LandingOnlyLocale;
  userId: string;
  /** A student chooses the display language in settings; anyone else picks the page in a display language. */
  student: boolean;
}

/** The learn area's signed-in pages; its public pages exist in the landing-only languages. */
const STUDENT_AREA = /^\/[^/]+\/account(\/|$)/;

/**
 * Issue 21: a signed-in area opened in a landing-only language (it, pl, tr, br) shows English pages,
 * and says so once per user on this device, in the user's language and in English, with the way to a
 * display language. Its own chunk, loaded only for such a page.
 */
export function EnglishOnlyNotice(props: EnglishOnlyNoticeProps) {
  const { area } = useArea();
  const { pathname } = useLocation();
  if (area === 'learn' && !STUDENT_AREA.test(pathname)) return null;
  // Keyed by user: another user signing in on this page gets their own once.
  return <Notice key={props.userId} {...props} />;
}

function Notice({ locale, userId, student }: EnglishOnlyNoticeProps) {
  const { t } = useTranslation('englishOnly');
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(() => !englishOnlyNoticeSeen(userId));
  useEffect(() => {
    if (open) markEnglishOnlyNoticeSeen(userId);
  }, [open, userId]);
  if (!open) return null;
  const link = 'font-semibold text-sky-900 underline underline-offset-2 hover:no-underline';
  return (
    <section aria-label={t('label')} data-testid="english-only-notice" className="border-b border-sky-200 bg-sky-50">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-3">
        <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-slate-800">
          <p lang={languageTag(locale)} className="font-semibold text-slate-900">
            {ENGLISH_ONLY_SENTENCES[locale]}
          </p>
          <p lang="en">{ENGLISH_ONLY_SENTENCES.en}</p>
          {student ? (
            <p>
              <AreaLink to={{ area: 'learn', path: studentPaths.timeAndLanguageSettings }} params={{ locale }} className={link}>
                {t('settingsLink')}
              </AreaLink>
            </p>
          ) : (
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span>{t('chooseLanguage')}</span>
              {DISPLAY_LOCALES.map((option) => (
                <Link
                  key={option}
                  to={`${pathname.replace(/^\/[^/]+/, `/${option}`)}${search}`}
                  lang={option}
                  hrefLang={option}
                  className={link}
                >
                  {NATIVE_LOCALE_NAMES[option]}
                </Link>
              ))}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label={t('close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-sky-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
