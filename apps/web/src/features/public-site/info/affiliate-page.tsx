import { useTranslation } from 'react-i18next';
import { recordList, textList } from './info-content.ts';
import { InfoCards, InfoList, InfoPage, InfoSection, MailLink, SiteLink } from './info-layout.tsx';

/** /{locale}/affiliate: the partner programme and, apart from it, the students' referral programme. */
export function AffiliatePage() {
  const { t } = useTranslation('publicInfo');
  return (
    <InfoPage slug="affiliate">
      <InfoSection id="commission" title={t('affiliate.commission.title')}>
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm smw:flex-row smw:items-center smw:p-6">
          <p className="text-5xl font-bold text-brand-800">{t('affiliate.commission.value')}</p>
          <p className="text-lg text-slate-800">{t('affiliate.commission.text')}</p>
        </div>
        <InfoList items={textList(t, 'affiliate.commission.details')} />
      </InfoSection>
      <InfoSection id="steps" title={t('affiliate.steps.title')}>
        <InfoCards columns={3} items={recordList(t, 'affiliate.steps.items', ['title', 'text'])} />
        <p className="text-slate-700">
          {t('affiliate.apply.text')}{' '}
          <MailLink email={t('affiliate.apply.email')} subject={t('affiliate.apply.subject')}>
            {t('affiliate.apply.link')}
          </MailLink>
        </p>
      </InfoSection>
      <InfoSection id="referral" title={t('affiliate.referral.title')}>
        <p className="text-slate-700">{t('affiliate.referral.text')}</p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <SiteLink path="faq">{t('affiliate.referral.faqLink')}</SiteLink>
          <SiteLink path="account/referrals">{t('affiliate.referral.accountLink')}</SiteLink>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
