import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buildPath, type PathParams } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { PROGRESS_STEPS, type ProgressStep, postCheckoutPaths } from './post-checkout-paths.ts';

export type PostCheckoutPath = keyof typeof postCheckoutPaths;

/** Navigates to a post-checkout step (or Today) in the viewer's locale. */
export function useGoTo() {
  const navigate = useNavigate();
  const locale = useLocale();
  return (path: PostCheckoutPath | 'today', params: PathParams = {}) =>
    navigate(buildPath(path === 'today' ? studentPaths.today : postCheckoutPaths[path], { locale, ...params }));
}

/** The href of a post-checkout step, for links. */
export function usePathTo() {
  const locale = useLocale();
  return (path: PostCheckoutPath | 'today', params: PathParams = {}) =>
    buildPath(path === 'today' ? studentPaths.today : postCheckoutPaths[path], { locale, ...params });
}

/**
 * Every post-checkout page: a narrow column, the step count when the page is one of the counted
 * steps, the page title (or the step's own heading when `title` is left out), and a way out to Today.
 */
export function PostCheckoutFrame({
  step,
  title,
  children,
  last = false,
}: {
  step?: ProgressStep;
  title?: string;
  children: ReactNode /** The last page: no "later" way out. */;
  last?: boolean;
}) {
  const { t } = useTranslation('postCheckout');
  const pathTo = usePathTo();
  const index = step ? PROGRESS_STEPS.indexOf(step) : -1;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 smw:py-12">
      {index >= 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-slate-700">{t('progress', { step: index + 1, count: PROGRESS_STEPS.length })}</p>
          <div className="h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-700" style={{ width: `${((index + 1) / PROGRESS_STEPS.length) * 100}%` }} />
          </div>
        </div>
      ) : null}
      {title ? <PageTitle>{title}</PageTitle> : null}
      {children}
      {last ? null : (
        <p className="text-sm text-slate-700">
          <Link to={pathTo('today')} className="underline underline-offset-2 hover:text-slate-900">
            {t('later')}
          </Link>
        </p>
      )}
    </div>
  );
}
