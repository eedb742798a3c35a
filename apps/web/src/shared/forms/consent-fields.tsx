import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../routing/use-locale.ts';
import { Checkbox } from '../ui/checkbox.tsx';

/** The agreements every new account gives (registration, social registration, guest checkout). */
export interface ConsentValues {
  acceptPrivacyPolicy: boolean;
  acceptTerms: boolean;
  confirmAge: boolean;
  marketingAgreement: boolean;
}

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/**
 * The consent checkboxes of a form on useForm: privacy policy and terms (each label links to its
 * page, opened beside the form), 18 or older, and the optional marketing e-mails.
 */
export function ConsentFields({
  values,
  errors,
  onChange,
}: {
  values: ConsentValues;
  errors: Partial<Record<string, string>>;
  onChange: (name: keyof ConsentValues, value: boolean) => void;
}) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const documentLink = (page: 'privacy' | 'terms') => <Link to={`/${locale}/${page}`} target="_blank" className={linkClass} />;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('auth.agreements')}</legend>
      <Checkbox
        label={<Trans t={t} i18nKey="auth.acceptPrivacyLinked" components={{ doc: documentLink('privacy') }} />}
        required
        checked={values.acceptPrivacyPolicy}
        onCheckedChange={(v) => onChange('acceptPrivacyPolicy', v)}
        error={errors.acceptPrivacyPolicy}
      />
      <Checkbox
        label={<Trans t={t} i18nKey="auth.acceptTermsLinked" components={{ doc: documentLink('terms') }} />}
        required
        checked={values.acceptTerms}
        onCheckedChange={(v) => onChange('acceptTerms', v)}
        error={errors.acceptTerms}
      />
      <Checkbox
        label={t('auth.confirmAge')}
        required
        checked={values.confirmAge}
        onCheckedChange={(v) => onChange('confirmAge', v)}
        error={errors.confirmAge}
      />
      <Checkbox
        label={t('auth.marketingAgreement')}
        checked={values.marketingAgreement}
        onCheckedChange={(v) => onChange('marketingAgreement', v)}
        error={errors.marketingAgreement}
      />
    </fieldset>
  );
}
