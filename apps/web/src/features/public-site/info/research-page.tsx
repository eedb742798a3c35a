import { useTranslation } from 'react-i18next';
import { recordList, textList } from './info-content.ts';
import { InfoCards, InfoList, InfoPage, InfoSection, MailLink, SiteLink } from './info-layout.tsx';

/** /{locale}/research: how we measure learning, and the limits of it. */
export function ResearchPage() {
  const { t } = useTranslation('publicInfo');
  return (
    <InfoPage slug="research">
      <InfoSection id="methods" title={t('research.methods.title')}>
        <InfoCards items={recordList(t, 'research.methods.items', ['title', 'text'])} />
        <p>
          <SiteLink path="cefr">{t('more.cefr')}</SiteLink>
        </p>
      </InfoSection>
      <InfoSection id="limits" title={t('research.limits.title')}>
        <InfoList items={textList(t, 'research.limits.items')} />
      </InfoSection>
      <InfoSection id="data" title={t('research.privacy.title')}>
        <p className="text-slate-700">{t('research.privacy.text')}</p>
        <p>
          <SiteLink path="privacy">{t('research.privacy.link')}</SiteLink>
        </p>
      </InfoSection>
      <p className="rounded-2xl bg-brand-50 p-5 text-slate-800">
        {t('research.contact.text')} <MailLink email={t('research.contact.email')} />
      </p>
    </InfoPage>
  );
}
