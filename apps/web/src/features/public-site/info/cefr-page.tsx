import { CEFR_LEVELS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { COURSE_SLUGS, sitePath, textList } from './info-content.ts';
import { InfoPage, InfoSection, SiteLink } from './info-layout.tsx';

/** The curriculum's sublevels inside each level (A1.1 to C2.3). */
const SUBLEVELS = [1, 2, 3] as const;

/** /{locale}/cefr: the six levels with their can-do statements (namespace `cefr`, shared with the placement result). */
export function CefrPage() {
  const { t } = useTranslation('publicInfo');
  const { t: tc } = useTranslation('cefr');
  const locale = useLocale();
  const levels = CEFR_LEVELS.filter((level) => level !== 'Native');
  return (
    <InfoPage
      slug="cefr"
      actions={
        <Link to={sitePath(locale, 'language-test')} className={buttonClass('primary')}>
          {t('cta.test')}
        </Link>
      }
    >
      <nav aria-label={t('cefr.levelsNav')}>
        <ul className="flex flex-wrap gap-2">
          {levels.map((level) => (
            <li key={level}>
              <a
                href={`#${level.toLowerCase()}`}
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-brand-700 px-3 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {level}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <InfoSection id="levels" title={t('cefr.groups.title')}>
        <ul className="grid gap-2 text-slate-700 smw:grid-cols-3">
          {(['basic', 'independent', 'proficient'] as const).map((group) => (
            <li key={group} className="rounded-xl bg-slate-100 px-4 py-3 text-sm font-semibold">
              {t(`cefr.groups.${group}`)}
            </li>
          ))}
        </ul>
        <ol className="flex flex-col gap-6">
          {levels.map((level) => (
            <li key={level}>
              <article
                id={level.toLowerCase()}
                aria-labelledby={`level-${level}`}
                className="flex scroll-mt-20 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm smw:p-6"
              >
                <h3 id={`level-${level}`} className="flex flex-wrap items-center gap-3 text-xl font-bold text-slate-900">
                  <span className="rounded-lg bg-brand-700 px-2.5 py-1 text-base text-white">{level}</span>
                  {tc(`levels.${level}.title`)}
                </h3>
                <p className="text-slate-700">{tc(`levels.${level}.summary`)}</p>
                <h4 className="font-semibold text-slate-900">{t('cefr.canDoTitle')}</h4>
                <ul className="flex list-disc flex-col gap-1.5 pl-6 text-slate-700 marker:text-brand-700">
                  {textList(tc, `levels.${level}.canDo`).map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-800">
                  <span className="font-semibold">{t('cefr.durationTitle')}: </span>
                  {tc(`levels.${level}.duration`)}
                </p>
              </article>
            </li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection id="sublevels" title={t('cefr.sublevels.title')}>
        <p className="text-slate-700">{t('cefr.sublevels.text')}</p>
        <dl className="grid gap-3 smw:grid-cols-3">
          {SUBLEVELS.map((n) => (
            <div key={n} className="rounded-2xl border border-slate-200 bg-white p-5">
              <dt className="font-semibold text-slate-900">{t('cefr.sublevels.label', { n })}</dt>
              <dd className="mt-1 text-slate-700">{tc(`sublevels.${n}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="text-slate-700">{t('cefr.certificate')}</p>
      </InfoSection>
      <InfoSection id="durations" title={t('cefr.durationNote.title')}>
        <p className="text-slate-700">{t('cefr.durationNote.text')}</p>
      </InfoSection>
      <InfoSection id="next" title={t('cefr.next.title')}>
        <p className="text-slate-700">{t('cefr.next.text')}</p>
        <ul className="grid gap-3 smn:grid-cols-2 md:grid-cols-3" aria-label={t('languages.title')}>
          {COURSE_SLUGS.map((slug) => (
            <li key={slug}>
              <SiteLink
                path={slug}
                className="flex min-h-11 items-center rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-900 hover:border-brand-700"
              >
                {t(`languages.${slug}`)}
              </SiteLink>
            </li>
          ))}
        </ul>
        <p>
          <SiteLink path="language-test">{t('cta.test')}</SiteLink>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
