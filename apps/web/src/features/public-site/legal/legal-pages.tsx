import { useTranslation } from 'react-i18next';
import { LegalDocument, useLegalSections } from './legal-document.tsx';

/** The model withdrawal form (Annex 2 to Art. 246a § 1 EGBGB), in the withdrawal section of the terms. */
function WithdrawalForm() {
  const { t } = useTranslation('legal');
  const { values } = useLegalSections('terms');
  const lines = t('terms.withdrawalForm.lines', { ...values, returnObjects: true }) as unknown;
  return (
    <figure aria-labelledby="withdrawal-form-title" className="rounded-xl border border-slate-300 bg-slate-50 p-5">
      <figcaption id="withdrawal-form-title" className="font-semibold text-slate-900">
        {t('terms.withdrawalForm.title')}
      </figcaption>
      <p className="mt-2 text-sm text-slate-700">{t('terms.withdrawalForm.intro')}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {(Array.isArray(lines) ? (lines as string[]) : []).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </figure>
  );
}

/** /{locale}/terms: the general terms and conditions of Parla GmbH. */
export function TermsPage() {
  return <LegalDocument document="terms" extras={{ withdrawal: <WithdrawalForm /> }} />;
}

/** /{locale}/privacy: the privacy policy (GDPR Art. 13). */
export function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}

/** /{locale}/imprint: the provider identification of § 5 DDG. */
export function ImprintPage() {
  return <LegalDocument document="imprint" numbered={false} />;
}
