import { useTranslation } from 'react-i18next';
import { recordList } from './info-content.ts';
import { InfoPage, InfoSection, MailLink } from './info-layout.tsx';

/** /{locale}/press: facts, the boilerplate and the press contact. */
export function PressPage() {
  const { t } = useTranslation('publicInfo');
  return (
    <InfoPage slug="press">
      <InfoSection id="facts" title={t('press.facts.title')}>
        <dl className="grid gap-x-6 gap-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm smw:grid-cols-[12rem_1fr]">
          {recordList(t, 'press.facts.items', ['term', 'detail']).map((fact) => (
            <div key={fact.term} className="contents">
              <dt className="font-semibold text-slate-900">{fact.term}</dt>
              <dd className="-mt-3 text-slate-700 smw:mt-0">{fact.detail}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection id="boilerplate" title={t('press.boilerplate.title')}>
        <blockquote className="border-l-4 border-brand-700 bg-white p-5 text-slate-800">{t('press.boilerplate.text')}</blockquote>
        <p className="text-sm text-slate-600">{t('press.boilerplate.note')}</p>
      </InfoSection>
      <InfoSection id="contact" title={t('press.contact.title')}>
        <p className="text-slate-700">{t('press.contact.text')}</p>
        <p>
          <MailLink email={t('press.contact.email')} subject={t('press.contact.subject')} />
        </p>
      </InfoSection>
    </InfoPage>
  );
}
