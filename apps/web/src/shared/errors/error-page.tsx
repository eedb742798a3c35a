import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { useArea } from '../routing/area-context.tsx';
import { AreaLink } from '../routing/area-link.tsx';
import { useLocale } from '../routing/use-locale.ts';
import { buttonClass } from '../ui/button.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { forgetReload } from './internal-error.ts';

export type ErrorStatus = 400 | 404 | 500;

/** Public course pages of the learn area, offered to lost visitors (000 §2). */
const COURSE_LINKS = ['english', 'french', 'german', 'spanish', 'italian', 'business-english', 'corporate'] as const;

function Bubble({ children, side }: { children: string; side: 'left' | 'right' }) {
  return (
    <p
      className={`relative max-w-sm rounded-2xl px-5 py-3 text-base shadow-sm ${
        side === 'left' ? 'self-start rounded-bl-sm bg-white text-slate-800' : 'self-end rounded-br-sm bg-brand-700 text-white'
      }`}
    >
      {children}
    </p>
  );
}

/** 400 / 404 / 500 pages: a heading, two speech bubbles and the way back; never indexed. */
export function ErrorPage({ status, retryTo = null }: { status: ErrorStatus; retryTo?: string | null }) {
  const { t } = useTranslation('common');
  const { status: authStatus } = useAuth();
  const area = useArea();
  const locale = useLocale();
  const showCourses = status === 404 && authStatus === 'unauthenticated';
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-12">
      <meta name="robots" content="noindex" />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('errors.code', { status })}</p>
        <PageTitle>{t(`errors.${status}.title`)}</PageTitle>
      </div>
      <div className="flex flex-col gap-3 rounded-2xl bg-slate-100 p-6">
        <Bubble side="left">{t(`errors.${status}.bubble1`)}</Bubble>
        <Bubble side="right">{t(`errors.${status}.bubble2`)}</Bubble>
      </div>
      <div className="flex flex-wrap gap-3">
        {retryTo ? (
          // Back to the page that failed, which loads afresh (and may reload its chunk once more).
          <Link to={retryTo} onClick={forgetReload} className={buttonClass('primary')}>
            {t('errors.tryAgain')}
          </Link>
        ) : null}
        <AreaLink to={area.homepage} params={{ locale }} className={buttonClass(retryTo ? 'secondary' : 'primary')}>
          {t('errors.backToHomepage')}
        </AreaLink>
        {showCourses ? (
          <AreaLink to={area.login} params={{ locale }} className={buttonClass('secondary')}>
            {t('errors.backToLogin')}
          </AreaLink>
        ) : null}
      </div>
      {showCourses ? (
        <nav aria-labelledby="error-courses-heading">
          <h2 id="error-courses-heading" className="text-lg font-semibold text-slate-900">
            {t('errors.coursesHeading')}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {COURSE_LINKS.map((slug) => (
              <li key={slug}>
                <AreaLink
                  to={{ area: 'learn', path: `/:locale/${slug}` }}
                  params={{ locale }}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-brand-800 hover:border-brand-700"
                >
                  {t(`errors.courses.${slug}`)}
                </AreaLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
