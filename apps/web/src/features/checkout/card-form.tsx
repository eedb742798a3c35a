import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../../shared/config/runtime-config.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { type CardField, type CardValues, cardBrand, formatCardNumber, formatExpiry } from './card-input.ts';

export const EMPTY_CARD: CardValues = { holder: '', number: '', expiry: '', cvc: '', postalCode: '' };

export interface TestCard {
  number: string;
  /** What the test processor does with it (succeeds, declines with ..., asks for authentication). */
  outcome: string;
}

interface CardFormProps {
  values: CardValues;
  onChange: (values: CardValues) => void;
  errors: Partial<Record<CardField, string>>;
  testCards?: TestCard[];
}

/** Card fields with autocomplete hints the browser's card autofill understands; test numbers outside production. */
export function CardForm({ values, onChange, errors, testCards = [] }: CardFormProps) {
  const { t } = useTranslation('store');
  const set = (field: keyof CardValues, value: string) => onChange({ ...values, [field]: value });
  const brand = cardBrand(values.number);
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">{t('payment.card.legend')}</legend>
      <TextField
        label={t('payment.card.holder')}
        value={values.holder}
        onValueChange={(v) => set('holder', v)}
        autoComplete="cc-name"
        error={errors.holder}
      />
      <TextField
        label={t('payment.card.number')}
        value={values.number}
        onValueChange={(v) => set('number', formatCardNumber(v))}
        inputMode="numeric"
        autoComplete="cc-number"
        error={errors.number}
        hint={brand === 'unknown' ? t('payment.card.brands') : t(`payment.brands.${brand}`)}
      />
      <div className="grid gap-4 smn:grid-cols-3">
        <TextField
          label={t('payment.card.expiry')}
          value={values.expiry}
          onValueChange={(v) => set('expiry', v.length < values.expiry.length ? v : formatExpiry(v))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('payment.card.expiryPlaceholder')}
          error={errors.expiry}
        />
        <TextField
          label={t('payment.card.cvc')}
          value={values.cvc}
          onValueChange={(v) => set('cvc', v.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-csc"
          error={errors.cvc}
        />
        <TextField
          label={t('payment.card.postalCode')}
          value={values.postalCode}
          onValueChange={(v) => set('postalCode', v)}
          autoComplete="postal-code"
          error={errors.postalCode}
        />
      </div>
      {testCards.length > 0 && runtimeConfig().env !== 'production' ? (
        <TestCardHint cards={testCards} onPick={(number) => onChange({ ...values, number: formatCardNumber(number) })} />
      ) : null}
    </fieldset>
  );
}

function TestCardHint({ cards, onPick }: { cards: TestCard[]; onPick: (number: string) => void }) {
  const { t } = useTranslation('store');
  return (
    <details className="rounded-lg border border-dashed border-amber-700 bg-amber-50 p-4 text-sm text-amber-950">
      <summary className="cursor-pointer font-semibold">{t('payment.testCards.summary')}</summary>
      <p className="mt-2">{t('payment.testCards.intro')}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {cards.map((card) => (
          <li key={card.number} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <button
              type="button"
              className="rounded font-mono font-semibold text-amber-950 underline underline-offset-2 hover:no-underline"
              onClick={() => onPick(card.number)}
              aria-label={t('payment.testCards.use', { number: formatCardNumber(card.number), outcome: card.outcome })}
            >
              {formatCardNumber(card.number)}
            </button>
            <span>{card.outcome}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
