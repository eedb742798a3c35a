import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { recordList, sitePath, textList } from './info-content.ts';
import { InfoCards, InfoPage, InfoSection, MailLink } from './info-layout.tsx';

/** /{locale}/corporate: LearningTeams for companies, with its prices and a way to talk to us. */
export function CorporatePage() {
  const { t } = useTranslation('publicInfo');
  const locale = useLocale();
  const email = t('corporate.contact.email');
  const subject = t('corporate.contact.subject');
  return (
    <InfoPage
      slug="corporate"
      actions={
        <>
          <Link to={sitePath(locale, 'teams/prices')} className={buttonClass('primary')}>
            {t('corporate.pricesLink')}
          </Link>
          <MailLink email={email} subject={subject} className={buttonClass('secondary')}>
            {t('corporate.contactLink')}
          </MailLink>
        </>
      }
    >
      <InfoSection id="features" title={t('corporate.features.title')}>
        <InfoCards items={recordList(t, 'corporate.features.items', ['title', 'text'])} />
      </InfoSection>
      <InfoSection id="steps" title={t('corporate.steps.title')}>
        <ol className="flex list-decimal flex-col gap-2 pl-6 text-slate-700 marker:font-semibold marker:text-brand-800">
          {textList(t, 'corporate.steps.items').map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection id="contact" title={t('corporate.contact.title')}>
        <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand-800 p-6 text-white smw:p-8">
          <p className="text-brand-50">{t('corporate.contact.text')}</p>
          <div className="flex flex-wrap gap-3">
            <MailLink email={email} subject={subject} className={buttonClass('secondary')}>
              {email}
            </MailLink>
            <Link
              to={sitePath(locale, 'teams/prices')}
              className="inline-flex min-h-11 items-center px-2 font-semibold text-white underline"
            >
              {t('corporate.pricesLink')}
            </Link>
          </div>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
