import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { sitePath, textList } from './info-content.ts';
import { InfoCards, InfoList, InfoPage, InfoSection, SiteLink } from './info-layout.tsx';

/** The real flow of 001 (level, plan, booking, classroom, practice), each step with its way in where it has one. */
const STEPS = [
  { key: 'level', path: 'language-test' },
  { key: 'plan', path: 'pricing' },
  { key: 'book', path: 'register' },
  { key: 'join', path: null },
  { key: 'practise', path: null },
] as const;

/** /{locale}/how-it-works */
export function HowItWorksPage() {
  const { t } = useTranslation('publicInfo');
  const locale = useLocale();
  return (
    <InfoPage
      slug="how-it-works"
      actions={
        <>
          <Link to={sitePath(locale, 'register?trial=1')} className={buttonClass('primary')}>
            {t('cta.trial')}
          </Link>
          <Link to={sitePath(locale, 'language-test')} className={buttonClass('secondary')}>
            {t('cta.test')}
          </Link>
        </>
      }
    >
      <InfoSection id="steps" title={t('how-it-works.stepsTitle')}>
        <ol className="flex flex-col gap-6">
          {STEPS.map((step, index) => (
            <li key={step.key} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-lg font-semibold text-slate-900">{t(`how-it-works.steps.${step.key}.title`)}</h3>
                <p className="text-slate-700">{t(`how-it-works.steps.${step.key}.text`)}</p>
                {step.path ? (
                  <p>
                    <SiteLink path={step.path}>{t(`how-it-works.steps.${step.key}.link`)}</SiteLink>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection id="formats" title={t('how-it-works.formats.title')}>
        <InfoCards
          items={(['group', 'private'] as const).map((format) => ({
            title: t(`how-it-works.formats.${format}.title`),
            text: t(`how-it-works.formats.${format}.text`),
          }))}
        />
      </InfoSection>
      <InfoSection id="rules" title={t('how-it-works.rules.title')}>
        <InfoList items={textList(t, 'how-it-works.rules.items')} />
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <SiteLink path="faq">{t('how-it-works.rules.faqLink')}</SiteLink>
          <SiteLink path="terms">{t('how-it-works.rules.termsLink')}</SiteLink>
        </p>
      </InfoSection>
      <p className="rounded-2xl bg-brand-50 p-5 text-slate-800">{t('cta.trialNote')}</p>
    </InfoPage>
  );
}
