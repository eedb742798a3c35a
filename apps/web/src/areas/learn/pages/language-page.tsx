import { type Locale, REGISTER_QUERY, resolveLandingSlug, type SectionSlug } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { LandingCurriculum } from '../../../features/language-landing/landing-curriculum.tsx';
import { LandingPrice } from '../../../features/language-landing/landing-price.tsx';
import { LandingTeachers } from '../../../features/language-landing/landing-teachers.tsx';
import { useLanguageLanding } from '../../../features/language-landing/use-language-landing.ts';
import { NotFoundPage } from '../../../shared/errors/error-routes.tsx';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { JsonLd } from '../../../shared/seo/json-ld.tsx';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { LanguageFaq, useFaqEntries } from './language-faq.tsx';

const FACTS = ['groupSize', 'duration', 'levels', 'trial'] as const;
const POINTS = ['live', 'small', 'curriculum', 'flexible'] as const;
/** The language the course teaches, for the Course JSON-LD (BCP 47). */
const TAUGHT_LANGUAGE: Record<SectionSlug, string> = {
  english: 'en',
  'business-english': 'en',
  german: 'de',
  spanish: 'es',
  french: 'fr',
  italian: 'it',
};

export function registerLink(locale: Locale, section: SectionSlug): string {
  return `/${locale}/register?${new URLSearchParams({ [REGISTER_QUERY.section]: section, [REGISTER_QUERY.trial]: '1' })}`;
}
export function languageTestLink(locale: Locale, section: SectionSlug): string {
  return `/${locale}/language-test?${new URLSearchParams({ section })}`;
}

/**
 * `/{locale}/{slug}` for the six languages (issue 15, decision 062): the page for this locale's
 * slug, a redirect (replace, query kept) for another name of the language, 404 otherwise.
 */
export function LanguagePageRoute() {
  const locale = useLocale();
  const location = useLocation();
  const slug = location.pathname.split('/').filter(Boolean)[1] ?? '';
  const resolution = resolveLandingSlug(locale, slug);
  if (resolution.kind === 'notFound') return <NotFoundPage />;
  if (resolution.kind === 'redirect')
    return <Navigate replace to={{ pathname: `/${locale}/${resolution.slug}`, search: location.search, hash: location.hash }} />;
  return <LanguagePage key={resolution.section} section={resolution.section} />;
}

function CtaButtons({ locale, section, inverted = false }: { locale: Locale; section: SectionSlug; inverted?: boolean }) {
  const { t } = useTranslation('landing');
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={registerLink(locale, section)} className={buttonClass(inverted ? 'secondary' : 'primary')}>
        {t('cta.trial')}
      </Link>
      <Link
        to={languageTestLink(locale, section)}
        className={buttonClass(inverted ? 'ghost' : 'secondary', inverted ? 'text-white hover:bg-brand-900' : '')}
      >
        {t('cta.test')}
      </Link>
    </div>
  );
}

export function LanguagePage({ section }: { section: SectionSlug }) {
  const { t } = useTranslation('landing');
  const locale = useLocale();
  const query = useLanguageLanding(section);
  const faq = useFaqEntries(section);
  const s = (key: string) => t(`sections.${section}.${key}`);
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Course',
          name: s('title'),
          description: t(`seo.${section}.description`),
          inLanguage: TAUGHT_LANGUAGE[section],
          educationalLevel: 'CEFR A1–C2',
          provider: { '@type': 'Organization', name: 'Parla' },
          hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: 'PT60M' },
        }}
      />
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: faq.map((entry) => ({
            '@type': 'Question',
            name: entry.question,
            acceptedAnswer: { '@type': 'Answer', text: entry.answer },
          })),
        }}
      />
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[3fr_2fr] md:items-center md:py-16">
          <div className="flex flex-col gap-5">
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{s('eyebrow')}</p>
            <PageTitle className="text-3xl smw:text-5xl">{s('title')}</PageTitle>
            <p className="text-lg text-slate-700">{s('lead')}</p>
            <CtaButtons locale={locale} section={section} />
          </div>
          <ul className="grid grid-cols-2 gap-3" aria-label={t('facts.label')}>
            {FACTS.map((fact) => (
              <li key={fact} className="rounded-2xl bg-white p-5 shadow-sm">
                <p className="text-2xl font-bold text-brand-800">{t(`facts.${fact}.value`)}</p>
                <p className="text-sm text-slate-700">{t(`facts.${fact}.label`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="course-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="course-heading" className="text-2xl font-bold text-slate-900">
          {t('course.title')}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{s('about')}</p>
        <ul className="mt-6 grid gap-4 smw:grid-cols-2">
          {POINTS.map((point) => (
            <li key={point} className="rounded-2xl border border-slate-200 bg-white p-5">
              <h3 className="font-semibold text-slate-900">{t(`course.points.${point}.title`)}</h3>
              <p className="mt-1 text-slate-700">{t(`course.points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="curriculum-heading" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="curriculum-heading" className="text-2xl font-bold text-slate-900">
            {t('curriculum.title')}
          </h2>
          <p className="mt-3 mb-6 max-w-3xl text-slate-700">{t('curriculum.lead')}</p>
          <LandingCurriculum query={query} />
        </div>
      </section>

      <section aria-labelledby="teachers-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="teachers-heading" className="text-2xl font-bold text-slate-900">
          {t('teachers.title')}
        </h2>
        <p className="mt-3 mb-6 max-w-3xl text-slate-700">{t('teachers.lead')}</p>
        <LandingTeachers query={query} />
      </section>

      <section aria-labelledby="price-heading" className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-12 md:grid-cols-2">
          <div>
            <h2 id="price-heading" className="text-2xl font-bold text-slate-900">
              {t('price.title')}
            </h2>
            <p className="mt-3 text-slate-700">{t('price.trial')}</p>
          </div>
          <LandingPrice query={query} locale={locale} />
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
          {t('faq.title')}
        </h2>
        <div className="max-w-3xl">
          <LanguageFaq entries={faq} />
        </div>
      </section>

      <section aria-labelledby="start-heading" className="mx-auto max-w-6xl px-4 pb-14">
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand-800 p-8 text-white smw:p-12">
          <h2 id="start-heading" className="text-2xl font-bold">
            {t('cta.finalTitle')}
          </h2>
          <p className="max-w-2xl text-brand-50">{t('cta.finalText')}</p>
          <CtaButtons locale={locale} section={section} inverted />
        </div>
      </section>
    </>
  );
}
