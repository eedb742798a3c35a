import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { initialAttempt, nextAttempt, randomKey } from './checkout-attempt.ts';
import { ADD_PAYMENT_METHOD, AVAILABLE_METHODS, type Currency, PAYMENT_TYPENAMES, type PaymentMethodType } from './checkout-documents.ts';
import {
  EMPTY_NEW_METHOD,
  type MethodChoice,
  type MethodErrors,
  methodErrors,
  PaymentMethodChooser,
  toMethodInput,
} from './payment-method-chooser.tsx';
import { isUnknownOutcome, useErrorText } from '../../shared/errors/error-text.ts';

/**
 * Add a payment method (001 §5: a test charge is taken and refunded). Used by the billing
 * page, which the learn area composes with this form (features do not import each other).
 */
export function AddPaymentMethodForm({ currency = 'EUR', onAdded }: { currency?: Currency; onAdded?: () => void }) {
  const { t } = useTranslation('store');
  const errorText = useErrorText();
  const [methods] = useQuery({ query: AVAILABLE_METHODS, variables: { currency } });
  const available: PaymentMethodType[] = methods.data?.availablePaymentMethods.map((m) => m.type) ?? ['card'];
  const [choice, setChoice] = useState<MethodChoice | null>({ kind: 'card' });
  const [values, setValues] = useState(EMPTY_NEW_METHOD);
  const [errors, setErrors] = useState<MethodErrors>({});
  const [makeDefault, setMakeDefault] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, add] = useMutation(ADD_PAYMENT_METHOD);
  const attempt = useRef(initialAttempt(randomKey));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const nextErrors = methodErrors(choice, values, t);
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0 || !choice) return;
    const input = toMethodInput(choice, values);
    if (!input) return;
    const step = nextAttempt(attempt.current, { type: 'submit' }, randomKey);
    if (!step.send) return;
    attempt.current = step.state;
    const result = await add(
      { input: { ...input, setDefault: makeDefault }, key: step.state.key },
      { notifyErrors: false, ...PAYMENT_TYPENAMES },
    );
    if (result.error) {
      attempt.current = nextAttempt(
        attempt.current,
        { type: isUnknownOutcome(result.error) ? 'unknownOutcome' : 'answered' },
        randomKey,
      ).state;
      setFormError(isUnknownOutcome(result.error) ? t('checkout.unknownOutcome') : errorText(result.error));
      return;
    }
    attempt.current = nextAttempt(attempt.current, { type: 'answered' }, randomKey).state;
    setValues(EMPTY_NEW_METHOD);
    setMakeDefault(false);
    notify('success', t('addMethod.added'));
    onAdded?.();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <PaymentMethodChooser
        saved={[]}
        available={available}
        choice={choice}
        onChoice={setChoice}
        values={values}
        onValues={setValues}
        errors={errors}
      />
      <Checkbox checked={makeDefault} onCheckedChange={setMakeDefault} label={t('addMethod.makeDefault')} />
      <p className="text-sm text-slate-700">{t('addMethod.testCharge')}</p>
      {formError ? <Alert>{formError}</Alert> : null}
      <Button type="submit" busy={fetching} className="self-start">
        {t('addMethod.submit')}
      </Button>
    </form>
  );
}
