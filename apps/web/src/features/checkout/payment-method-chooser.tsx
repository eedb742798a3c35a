import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../../shared/config/runtime-config.ts';
import { TextField } from '../../shared/ui/text-field.tsx';
import { CardForm, EMPTY_CARD } from './card-form.tsx';
import { type CardValues, digitsOnly, formatIban, parseExpiry } from './card-input.ts';
import type { PaymentMethodInput, PaymentMethodType, SavedPaymentMethod } from './checkout-documents.ts';
import { TEST_CARDS, TEST_IBANS } from './test-cards.ts';

export type MethodChoice = { kind: 'saved'; id: string } | { kind: PaymentMethodType };

export interface NewMethodValues {
  card: CardValues;
  iban: string;
  accountHolder: string;
  paypalEmail: string;
}
export const EMPTY_NEW_METHOD: NewMethodValues = { card: EMPTY_CARD, iban: '', accountHolder: '', paypalEmail: '' };

/** The payment part of a form's values (checkout and billing): the chosen method and the new one's details. */
export interface PaymentFormValues extends NewMethodValues {
  choice: MethodChoice | null;
}

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * The one mapping of the contract's names (`paymentMethodInput`, checked by the form and by the
 * server) onto the form's fields, for the hook's `fieldAliases`: the card's month and year are one
 * "MM/YY" field, its holder is `holder`, the type is the chosen option. `prefix` is where the
 * method sits in the input ("newPaymentMethod." in the checkout's payPurchase input).
 */
export function methodFieldAliases(prefix = ''): Record<string, `${keyof PaymentFormValues}` | `${keyof PaymentFormValues}.${string}`> {
  const names = {
    type: 'choice',
    'card.holderName': 'card.holder',
    'card.number': 'card.number',
    'card.expMonth': 'card.expiry',
    'card.expYear': 'card.expiry',
    'card.cvc': 'card.cvc',
    'card.postalCode': 'card.postalCode',
    iban: 'iban',
    accountHolder: 'accountHolder',
    paypalEmail: 'paypalEmail',
  } as const;
  return Object.fromEntries(Object.entries(names).map(([from, to]) => [`${prefix}${from}`, to]));
}

/** What the contract cannot check: that a method is chosen at all. */
export function methodChoiceError(values: PaymentFormValues, t: T): Partial<Record<string, string>> {
  return values.choice ? {} : { choice: t('payment.chooseMethod') };
}

/**
 * After a decline the card's number and security code are typed again (the processor refused
 * them, and they are never kept longer than needed); everything else the student typed stays.
 */
export function withoutCardSecrets<V extends NewMethodValues>(values: V): V {
  return { ...values, card: { ...values.card, number: '', cvc: '' } };
}

/** The PaymentMethodInput for a new method (null for a saved one). */
export function toMethodInput(choice: MethodChoice, values: NewMethodValues): PaymentMethodInput | null {
  switch (choice.kind) {
    case 'saved':
      return null;
    case 'card': {
      const expiry = parseExpiry(values.card.expiry);
      return {
        type: 'card',
        card: {
          number: digitsOnly(values.card.number),
          expMonth: expiry?.month ?? 0,
          expYear: expiry?.year ?? 0,
          cvc: digitsOnly(values.card.cvc),
          postalCode: values.card.postalCode.trim(),
          holderName: values.card.holder.trim(),
        },
      };
    }
    case 'sepa_debit':
      return { type: 'sepa_debit', iban: values.iban.replace(/\s+/g, '').toUpperCase(), accountHolder: values.accountHolder.trim() };
    case 'paypal':
      return { type: 'paypal', paypalEmail: values.paypalEmail.trim() };
  }
}

interface ChooserProps {
  saved: SavedPaymentMethod[];
  available: PaymentMethodType[];
  choice: MethodChoice | null;
  onChoice: (choice: MethodChoice) => void;
  values: NewMethodValues;
  onValues: (values: NewMethodValues) => void;
  /** The form's errors, keyed as the hook maps them ("card.number", "iban", "choice"). */
  errors: Partial<Record<string, string>>;
  /** Said right under the chosen method (a declined card), where the student corrects it. */
  notice?: ReactNode;
}

/** Saved methods first (the default preselected by the caller), then a new card, SEPA direct debit or PayPal. */
export function PaymentMethodChooser({ saved, available, choice, onChoice, values, onValues, errors, notice }: ChooserProps) {
  const { t } = useTranslation('store');
  const name = useId();
  const isChosen = (c: MethodChoice) =>
    choice !== null && choice.kind === c.kind && (c.kind !== 'saved' || (choice.kind === 'saved' && choice.id === c.id));
  const options: Array<{ key: string; choice: MethodChoice; label: string }> = [
    ...saved.map((m) => ({
      key: m.id,
      choice: { kind: 'saved', id: m.id } as MethodChoice,
      label: m.isDefault ? t('payment.savedDefault', { label: m.label }) : m.label,
    })),
    ...available.map((type) => ({ key: type, choice: { kind: type } as MethodChoice, label: t(`payment.new.${type}`) })),
  ];
  const testMode = runtimeConfig().env !== 'production';
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={errors.choice ? `${name}-error` : undefined}>
      <legend className="mb-2 text-lg font-semibold text-slate-900">{t('payment.heading')}</legend>
      {options.map((option) => (
        <Fragment key={option.key}>
          <div className="rounded-lg border border-slate-300 bg-white has-[:checked]:border-brand-700">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 px-4 py-3 font-medium text-slate-900">
              <input
                type="radio"
                name={name}
                checked={isChosen(option.choice)}
                onChange={() => onChoice(option.choice)}
                className="size-4 accent-brand-700"
              />
              {option.label}
            </label>
            {isChosen(option.choice) && option.choice.kind === 'card' ? (
              <div className="border-t border-slate-200 p-4">
                <CardForm
                  values={values.card}
                  onChange={(card) => onValues({ ...values, card })}
                  errors={{
                    holder: errors['card.holder'],
                    number: errors['card.number'],
                    expiry: errors['card.expiry'],
                    cvc: errors['card.cvc'],
                    postalCode: errors['card.postalCode'],
                  }}
                  testCards={TEST_CARDS.map((c) => ({ number: c.number, outcome: t(`payment.testCards.outcomes.${c.outcome}`) }))}
                />
              </div>
            ) : null}
            {isChosen(option.choice) && option.choice.kind === 'sepa_debit' ? (
              <div className="flex flex-col gap-4 border-t border-slate-200 p-4">
                <TextField
                  label={t('payment.sepa.holder')}
                  value={values.accountHolder}
                  onValueChange={(v) => onValues({ ...values, accountHolder: v })}
                  autoComplete="name"
                  error={errors.accountHolder}
                />
                <TextField
                  label={t('payment.sepa.iban')}
                  value={values.iban}
                  onValueChange={(v) => onValues({ ...values, iban: formatIban(v) })}
                  autoComplete="off"
                  spellCheck={false}
                  error={errors.iban}
                />
                <p className="text-sm text-slate-700">{t('payment.sepa.mandate')}</p>
                {testMode ? (
                  <p className="rounded-lg border border-dashed border-amber-700 bg-amber-50 p-3 text-sm text-amber-950">
                    {t('payment.testCards.ibans', { ok: formatIban(TEST_IBANS[0].iban), fails: formatIban(TEST_IBANS[1].iban) })}
                  </p>
                ) : null}
              </div>
            ) : null}
            {isChosen(option.choice) && option.choice.kind === 'paypal' ? (
              <div className="flex flex-col gap-4 border-t border-slate-200 p-4">
                <TextField
                  label={t('payment.paypal.email')}
                  type="email"
                  value={values.paypalEmail}
                  onValueChange={(v) => onValues({ ...values, paypalEmail: v })}
                  autoComplete="email"
                  error={errors.paypalEmail}
                />
                <p className="text-sm text-slate-700">{t('payment.paypal.note')}</p>
                {testMode ? (
                  <p className="rounded-lg border border-dashed border-amber-700 bg-amber-50 p-3 text-sm text-amber-950">
                    {t('payment.testCards.paypal')}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
          {isChosen(option.choice) ? notice : null}
        </Fragment>
      ))}
      {errors.choice ? (
        <p id={`${name}-error`} className="text-sm font-medium text-red-700">
          {errors.choice}
        </p>
      ) : null}
    </fieldset>
  );
}
