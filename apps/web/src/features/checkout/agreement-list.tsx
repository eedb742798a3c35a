import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import type { PurchaseData } from './checkout-documents.ts';

interface Props {
  agreements: PurchaseData['agreements'];
  accepted: string[];
  onChange: (accepted: string[]) => void;
  error?: string;
}

/** The purchase's agreements (terms, withdrawal, auto-renewal, ...): the required ones must be ticked to pay. */
export function AgreementList({ agreements, accepted, onChange, error }: Props) {
  const { t } = useTranslation('store');
  if (agreements.length === 0) return null;
  const toggle = (key: string, checked: boolean) => onChange(checked ? [...accepted, key] : accepted.filter((k) => k !== key));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t('agreements.heading')}</legend>
      {agreements.map((agreement) => (
        <Checkbox
          key={agreement.key}
          checked={accepted.includes(agreement.key)}
          onCheckedChange={(checked) => toggle(agreement.key, checked)}
          required={agreement.required}
          error={agreement.required && !accepted.includes(agreement.key) ? error : undefined}
          label={
            <>
              {agreement.label}
              {agreement.url ? (
                <>
                  {' '}
                  <a
                    href={agreement.url}
                    target="_blank"
                    rel="noreferrer"
                    className="font-semibold text-brand-800 underline underline-offset-2"
                  >
                    {t('agreements.read')}
                  </a>
                </>
              ) : null}
              {agreement.required ? null : <span className="text-slate-600"> {t('agreements.optional')}</span>}
            </>
          }
        />
      ))}
    </fieldset>
  );
}
