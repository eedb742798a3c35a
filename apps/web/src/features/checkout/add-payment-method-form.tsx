import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { dataOf } from '../../shared/data/data-state.ts';
import { isUnknownOutcome } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { initialAttempt, nextAttempt, randomKey } from './checkout-attempt.ts';
import { ADD_PAYMENT_METHOD, AVAILABLE_METHODS, type Currency, PAYMENT_TYPENAMES, type PaymentMethodType } from './checkout-documents.ts';
import { DeclineNotice, useDecline } from './decline-notice.tsx';
import {
  EMPTY_NEW_METHOD,
  methodChoiceError,
  methodFieldAliases,
  PaymentMethodChooser,
  type PaymentFormValues,
  toMethodInput,
  withoutCardSecrets,
} from './payment-method-chooser.tsx';

interface AddMethodValues extends PaymentFormValues {
  makeDefault: boolean;
}

const EMPTY: AddMethodValues = { choice: { kind: 'card' }, ...EMPTY_NEW_METHOD, makeDefault: false };

/**
 * Add a payment method (001 §5: a test charge is taken and refunded). Used by the billing
 * page, which the learn area composes with this form (features do not import each other).
 * A declined check is said beside the card, which keeps what was typed but its number and CVC.
 */
export function AddPaymentMethodForm({ currency = 'EUR', onAdded }: { currency?: Currency; onAdded?: () => void }) {
  const { t } = useTranslation('store');
  // The card stands in until the methods for this currency are known.
  const methods = dataOf(useDataQuery({ query: AVAILABLE_METHODS, variables: { currency } }).state);
  const available: PaymentMethodType[] = methods?.availablePaymentMethods.map((m) => m.type) ?? ['card'];
  const [{ fetching }, add] = useMutation(ADD_PAYMENT_METHOD);
  const attempt = useRef(initialAttempt(randomKey));
  const decline = useDecline();
  const form = useForm<AddMethodValues>(EMPTY, {
    schema: () => import('./checkout-schemas.ts').then((m) => m.paymentMethodInput),
    toInput: (values) => (values.choice ? toMethodInput(values.choice, values) : {}),
    validate: (values) => methodChoiceError(values, t),
    fieldAliases: methodFieldAliases(),
  });
  const { values } = form;

  const submit = form.handleSubmit(async (current) => {
    const input = current.choice ? toMethodInput(current.choice, current) : null;
    if (!input) return;
    const step = nextAttempt(attempt.current, { type: 'submit' }, randomKey);
    if (!step.send) return;
    attempt.current = step.state;
    decline.clear();
    const result = await add(
      { input: { ...input, setDefault: current.makeDefault }, key: step.state.key },
      { notifyErrors: false, ...PAYMENT_TYPENAMES },
    );
    if (result.error) {
      const unknown = isUnknownOutcome(result.error);
      // A known answer ends the attempt: the next try gets a new key, not the declined replay.
      attempt.current = nextAttempt(attempt.current, { type: unknown ? 'unknownOutcome' : 'answered' }, randomKey).state;
      if (unknown) {
        form.setFormError(t('checkout.unknownOutcome'));
        return;
      }
      if (decline.showIfDecline(result.error)) {
        form.setValues(withoutCardSecrets);
        return;
      }
      return result;
    }
    attempt.current = nextAttempt(attempt.current, { type: 'answered' }, randomKey).state;
    form.setValues(EMPTY);
    notify('success', t('addMethod.added'));
    onAdded?.();
  });

  return (
    <form ref={form.formRef} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <PaymentMethodChooser
        saved={[]}
        available={available}
        choice={values.choice}
        onChoice={(choice) => {
          form.setField('choice', choice);
          form.setErrors({});
        }}
        values={values}
        onValues={(next) => {
          for (const key of ['card', 'iban', 'accountHolder', 'paypalEmail'] as const)
            if (next[key] !== values[key]) form.setField(key, next[key]);
        }}
        errors={form.errors}
        notice={<DeclineNotice decline={decline} />}
      />
      <Checkbox checked={values.makeDefault} onCheckedChange={(v) => form.setField('makeDefault', v)} label={t('addMethod.makeDefault')} />
      <p className="text-sm text-slate-700">{t('addMethod.testCharge')}</p>
      {form.formError ? <Alert>{form.formError}</Alert> : null}
      <Button type="submit" busy={fetching || form.submitting} className="self-start">
        {t('addMethod.submit')}
      </Button>
    </form>
  );
}
