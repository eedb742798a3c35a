import { landingPathOf } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { COURSE_PAGES as LANGUAGES, learnPaths } from '../area-config.ts';

const STEPS = ['level', 'book', 'join'] as const;

/** The public landing page of the school. */
export function HomePage() {
  const { t } = useTranslation('learn');
  const locale = useLocale();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 md:grid-cols-2 md:items-center md:py-20">
          <div className="flex flex-col gap-6">
            <PageTitle className="text-4xl smw:text-5xl">{t('landing.heroTitle')}</PageTitle>
            <p className="text-lg text-slate-700">{t('landing.heroLead')}</p>
            <div className="flex flex-wrap gap-3">
              <Link to={buildPath(learnPaths.register, { locale })} className={buttonClass('primary')}>
                {t('landing.ctaStart')}
              </Link>
              <Link to={buildPath(learnPaths.login, { locale })} className={buttonClass('secondary')}>
                {t('landing.ctaLogin')}
              </Link>
            </div>
          </div>
          <ul className="grid grid-cols-2 gap-3" aria-label={t('landing.factsLabel')}>
            {(['classSize', 'duration', 'levels', 'teachers'] as const).map((fact) => (
              <li key={fact} className="rounded-2xl bg-white p-5 shadow-sm">
                <p className="text-2xl font-bold text-brand-800">{t(`landing.facts.${fact}.value`)}</p>
                <p className="text-sm text-slate-700">{t(`landing.facts.${fact}.label`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="languages-heading" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="languages-heading" className="text-2xl font-bold text-slate-900">
          {t('landing.languagesTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 smn:grid-cols-2 md:grid-cols-3">
          {LANGUAGES.map((slug) => (
            <li key={slug}>
              <Link
                to={landingPathOf(locale, slug)}
                className="flex h-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-700"
              >
                <span className="text-lg font-semibold text-slate-900">{t(`courses.${slug}.name`)}</span>
                <span className="text-sm text-slate-700">{t(`courses.${slug}.short`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="how-heading" className="text-2xl font-bold text-slate-900">
            {t('landing.howTitle')}
          </h2>
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`landing.steps.${step}.title`)}</h3>
                  <p className="mt-1 text-slate-700">{t(`landing.steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 py-14">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand-800 p-8 text-white smw:p-12">
          <h2 id="cta-heading" className="text-2xl font-bold">
            {t('landing.ctaTitle')}
          </h2>
          <p className="max-w-2xl text-brand-50">{t('landing.ctaText')}</p>
          <div className="flex flex-wrap gap-3">
            <Link to={buildPath(learnPaths.register, { locale })} className={buttonClass('secondary')}>
              {t('landing.ctaGetStarted')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
