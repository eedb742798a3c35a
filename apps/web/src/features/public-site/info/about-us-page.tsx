import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { recordList, sitePath, textList } from './info-content.ts';
import { InfoCards, InfoPage, InfoSection, SiteLink } from './info-layout.tsx';

/** /{locale}/about-us: who we are, why the school exists, what we believe. */
export function AboutUsPage() {
  const { t } = useTranslation('publicInfo');
  const locale = useLocale();
  return (
    <InfoPage
      slug="about-us"
      actions={
        <>
          <Link to={sitePath(locale, 'register?trial=1')} className={buttonClass('primary')}>
            {t('cta.trial')}
          </Link>
          <Link to={sitePath(locale, 'how-it-works')} className={buttonClass('secondary')}>
            {t('more.how-it-works')}
          </Link>
        </>
      }
    >
      <InfoSection id="story" title={t('about-us.story.title')}>
        {textList(t, 'about-us.story.paragraphs').map((paragraph) => (
          <p key={paragraph} className="text-slate-700">
            {paragraph}
          </p>
        ))}
      </InfoSection>
      <InfoSection id="facts" title={t('about-us.facts.title')}>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {recordList(t, 'about-us.facts.items', ['value', 'label']).map((fact) => (
            <li key={fact.label} className="rounded-2xl bg-brand-50 p-5">
              <p className="text-2xl font-bold text-brand-800">{fact.value}</p>
              <p className="text-sm text-slate-700">{fact.label}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="values" title={t('about-us.values.title')}>
        <InfoCards items={recordList(t, 'about-us.values.items', ['title', 'text'])} />
      </InfoSection>
      <InfoSection id="team" title={t('about-us.team.title')}>
        <p className="text-slate-700">{t('about-us.team.text')}</p>
        <p>
          <SiteLink path="careers">{t('about-us.team.careersLink')}</SiteLink>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
