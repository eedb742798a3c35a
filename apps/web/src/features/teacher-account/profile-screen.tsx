import { TEACHER_PROFILE_PAGES, type TeacherProfilePage } from '@parla/contracts';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';

const PROFILE_PATH = '/:locale/profile/:page?';

/** Each page of the profile is its own chunk (a teacher opens one or two per visit). */
const pages: Record<TeacherProfilePage, LazyExoticComponent<ComponentType>> = {
  account: lazy(() => import('./pages/account-page.tsx').then((m) => ({ default: m.AccountPage }))),
  invoice: lazy(() => import('./pages/invoice-page.tsx').then((m) => ({ default: m.InvoicePage }))),
  profile: lazy(() => import('./pages/about-page.tsx').then((m) => ({ default: m.AboutPage }))),
  languages: lazy(() => import('./pages/languages-page.tsx').then((m) => ({ default: m.LanguagesPage }))),
  preferences: lazy(() => import('./pages/preferences-page.tsx').then((m) => ({ default: m.PreferencesPage }))),
  'calendar-connection': lazy(() => import('./pages/calendar-page.tsx').then((m) => ({ default: m.CalendarPage }))),
  notifications: lazy(() => import('./pages/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage }))),
  rating: lazy(() => import('./pages/rating-page.tsx').then((m) => ({ default: m.RatingPage }))),
  certification: lazy(() => import('./pages/certification-page.tsx').then((m) => ({ default: m.CertificationPage }))),
  password: lazy(() => import('./pages/password-page.tsx').then((m) => ({ default: m.PasswordPage }))),
};

export function isProfilePage(value: string | undefined): value is TeacherProfilePage {
  return (TEACHER_PROFILE_PAGES as readonly string[]).includes(value ?? '');
}

/**
 * Teacher Profile (000 §2 profile/{page}): a side navigation between the ten pages and the
 * chosen page beside it; on phones the navigation becomes a scrollable row above the page.
 * `extras` are parts other features add below a page, composed by the area.
 */
export function ProfileScreen({ extras = {} }: { extras?: Partial<Record<TeacherProfilePage, ReactNode>> } = {}) {
  const { t } = useTranslation('teacherAccount');
  const locale = useLocale();
  const params = useParams();
  const page: TeacherProfilePage = isProfilePage(params.page) ? params.page : 'profile';
  const Page = pages[page];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 smw:py-10">
      <PageTitle title={t(`pages.${page}`)}>{t('profileTitle')}</PageTitle>
      <div className="grid gap-6 md:grid-cols-[15rem_1fr]">
        <nav aria-label={t('profileNavigation')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ul className="flex gap-1 md:flex-col">
            {TEACHER_PROFILE_PAGES.map((name) => (
              <li key={name} className="shrink-0">
                <NavLink
                  to={buildPath(PROFILE_PATH, { locale, page: name })}
                  aria-current={name === page ? 'page' : undefined}
                  className={`block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                    name === page ? 'bg-brand-50 text-brand-900' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {t(`pages.${name}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <section
          aria-labelledby="profile-page-heading"
          className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm smn:p-8"
        >
          <h2 id="profile-page-heading" className="mb-6 text-xl font-semibold text-slate-900">
            {t(`pages.${page}`)}
          </h2>
          <Suspense fallback={<PageSpinner />}>
            <Page />
          </Suspense>
          {/* What another feature adds to a page, composed by the area (web push and phone reminders on notifications). */}
          {extras[page] ? <div className="mt-10 border-t border-slate-200 pt-8">{extras[page]}</div> : null}
        </section>
      </div>
    </div>
  );
}
