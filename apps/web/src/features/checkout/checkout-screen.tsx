import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { dataOf } from '../../shared/data/data-state.ts';
import { errorCodeOf, isUnknownOutcome } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { AgreementList } from './agreement-list.tsx';
import { AuthenticationDialog } from './authentication-dialog.tsx';
import { initialAttempt, nextAttempt, randomKey } from './checkout-attempt.ts';
import {
  AVAILABLE_METHODS,
  CHECKOUT,
  COMPLETE_PAYMENT_ACTION,
  type CheckoutData,
  type NextAction,
  PAY_PURCHASE,
  PAYMENT_TYPENAMES,
  type PaymentMethodType,
  type PaymentResultData,
} from './checkout-documents.ts';
import { CouponField } from './coupon-field.tsx';
import { DeclineNotice, useDecline } from './decline-notice.tsx';
import { OrderSummary } from './order-summary.tsx';
import {
  EMPTY_NEW_METHOD,
  methodChoiceError,
  methodFieldAliases,
  PaymentMethodChooser,
  type PaymentFormValues,
  toMethodInput,
  withoutCardSecrets,
} from './payment-method-chooser.tsx';
import { errorPageFor, pathForPurchase } from './purchase-routes.ts';
import { forgetReferralCode } from './referral-code.ts';
import { TrialCreditChoice } from './trial-credit-choice.tsx';
import { track } from '../../shared/telemetry/analytics.ts';

/** m2m-checkout, sprint-checkout, teams-checkout and credits-checkout/{purchaseId} (001 §2). */
export function CheckoutScreen() {
  const { t } = useTranslation('store');
  const { purchaseId = '' } = useParams();
  const query = useDataQuery({
    query: CHECKOUT,
    variables: { id: purchaseId },
    requestPolicy: 'cache-and-network',
    context: PAYMENT_TYPENAMES,
  });
  const locale = useLocale();
  const data = dataOf(query.state);
  if (!data) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
        <PageTitle>{t('checkout.title')}</PageTitle>
        <QueryState
          query={query}
          // The order summary, the payment method fields and the pay button.
          skeleton={
            <div className="flex flex-col gap-6">
              <Skeleton lines={4} barClassName="h-6" className="rounded-2xl border border-slate-200 bg-white p-6" />
              <Skeleton lines={4} barClassName="h-11" className="rounded-2xl border border-slate-200 bg-white p-6" />
              <Skeleton lines={1} barClassName="h-11 w-48" />
            </div>
          }
        >
          {() => null}
        </QueryState>
      </div>
    );
  }
  const { purchase } = data;
  // A finished or settling purchase is shown on its own page, not paid twice.
  if (purchase.status === 'succeeded' || purchase.status === 'processing' || purchase.status === 'withdrawn') {
    const target = pathForPurchase(purchase);
    return <Navigate replace to={buildPath(target.pattern, { locale, ...target.params })} />;
  }
  return <CheckoutForm data={data} />;
}

interface CheckoutValues extends PaymentFormValues {
  acceptedAgreements: string[];
}

/**
 * The checkout's one form (decision 030): the payment method and the agreements, checked against
 * the payPurchase contract before sending. A declined card (or a failed confirmation step) is said
 * beside the card fields; what was typed stays, except the card's number and CVC (issue 12.9).
 */
function CheckoutForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation('store');
  const locale = useLocale();
  const navigate = useNavigate();
  const { purchase, paymentMethods } = data;
  // The card stands in until the methods for this currency are known.
  const methods = dataOf(useDataQuery({ query: AVAILABLE_METHODS, variables: { currency: purchase.currency } }).state);
  const available: PaymentMethodType[] = methods?.availablePaymentMethods.map((m) => m.type) ?? ['card'];
  const defaultMethod = paymentMethods.find((m) => m.isDefault) ?? paymentMethods[0];
  const [action, setAction] = useState<NextAction | null>(purchase.status === 'requires_action' ? purchase.nextAction : null);
  const [, pay] = useMutation(PAY_PURCHASE);
  const [completing, complete] = useMutation(COMPLETE_PAYMENT_ACTION);
  const attempt = useRef(initialAttempt(randomKey));
  const formId = useId();
  useEffect(() => track('checkout_started', { type: purchase.type }), [purchase.type]);

  const needsMethod = purchase.cardRequired || purchase.chargeTotal.amount > 0;
  const lastDecline = purchase.status === 'failed' ? purchase.lastTransaction : null;
  // Back on a purchase whose last payment failed (from the payment-failed page): its decline is said where it is corrected.
  const decline = useDecline(lastDecline ? { code: lastDecline.errorCode ?? 'payment_failed', message: lastDecline.errorMessage } : null);

  /** The payPurchase input, as sent and as the contract checks it before. */
  const payInput = (values: CheckoutValues) => {
    const method = needsMethod ? values.choice : null;
    return {
      purchaseId: purchase.id,
      idempotencyKey: attempt.current.key,
      acceptedAgreements: values.acceptedAgreements,
      ...(method?.kind === 'saved' ? { paymentMethodId: method.id } : {}),
      ...(method && method.kind !== 'saved' ? { newPaymentMethod: toMethodInput(method, values) ?? undefined } : {}),
    };
  };

  const form = useForm<CheckoutValues>(
    {
      choice: defaultMethod ? { kind: 'saved', id: defaultMethod.id } : { kind: 'card' },
      ...EMPTY_NEW_METHOD,
      acceptedAgreements: [],
    },
    {
      schema: () => import('./checkout-schemas.ts').then((m) => m.payPurchaseBody),
      toInput: payInput,
      validate: (values) => ({
        ...(needsMethod ? methodChoiceError(values, t) : {}),
        acceptedAgreements: purchase.agreements.some((a) => a.required && !values.acceptedAgreements.includes(a.key))
          ? t('agreements.required')
          : undefined,
      }),
      fieldAliases: { ...methodFieldAliases('newPaymentMethod.'), paymentMethodId: 'choice' },
    },
  );
  const { values } = form;

  /** A decline keeps the student here: the message beside the card, the card's number and CVC to type again. */
  const declined = (failure: unknown) => {
    form.setValues(withoutCardSecrets);
    decline.show(failure);
  };

  const settle = (result: PaymentResultData) => {
    if (result.status === 'requires_action' && result.nextAction) {
      setAction(result.nextAction);
      return;
    }
    if (result.status === 'failed') {
      declined({ code: result.transaction?.errorCode ?? 'payment_failed', message: result.transaction?.errorMessage });
      return;
    }
    if (result.status === 'succeeded') {
      forgetReferralCode();
      track('purchase_completed', { type: result.purchase.type });
    }
    const target = pathForPurchase({ id: result.purchase.id, type: result.purchase.type, status: result.status });
    navigate(buildPath(target.pattern, { locale, ...target.params }));
  };

  /** A refusal with a page of its own opens it; a decline is said beside the card; false for anything else. */
  const refused = (error: unknown): boolean => {
    const code = errorCodeOf(error);
    const page = errorPageFor(code);
    if (page) {
      navigate(buildPath(page, { locale }));
      return true;
    }
    if (code === 'agreements_required') {
      form.setErrors({ acceptedAgreements: t('agreements.required') });
      return true;
    }
    if (decline.showIfDecline(error)) {
      form.setValues(withoutCardSecrets);
      return true;
    }
    return false;
  };

  const submit = form.handleSubmit(async (current) => {
    const step = nextAttempt(attempt.current, { type: 'submit' }, randomKey);
    if (!step.send) return;
    attempt.current = step.state;
    decline.clear();
    const result = await pay({ input: payInput(current) }, { notifyErrors: false, ...PAYMENT_TYPENAMES });
    if (result.error && isUnknownOutcome(result.error)) {
      // The charge may have happened: the retry reuses the key, so it is answered, never charged twice.
      attempt.current = nextAttempt(attempt.current, { type: 'unknownOutcome' }, randomKey).state;
      form.setFormError(t('checkout.unknownOutcome'));
      return;
    }
    // Any answer ends the attempt: the next try gets a new key, not the replay of a decline.
    attempt.current = nextAttempt(attempt.current, { type: 'answered' }, randomKey).state;
    if (result.error) return refused(result.error) ? undefined : result;
    if (result.data) settle(result.data.payPurchase);
  });

  const answer = async (approve: boolean) => {
    if (!action) return;
    const result = await complete(
      { purchaseId: purchase.id, reference: action.reference, approve },
      { notifyErrors: false, ...PAYMENT_TYPENAMES },
    );
    setAction(null);
    if (result.error) {
      if (!refused(result.error)) form.showFailure(result.error);
      return;
    }
    if (result.data) settle(result.data.completePaymentAction);
  };

  const payLabel =
    purchase.chargeTotal.amount === 0
      ? purchase.withTrial
        ? t('checkout.startTrial')
        : t('checkout.confirmFree')
      : t('checkout.pay', { amount: formatMoney(purchase.chargeTotal, locale) });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <PageTitle>{purchase.withTrial ? t('checkout.trialTitle') : t('checkout.title')}</PageTitle>
      <div className="grid gap-8 md:grid-cols-[1fr_22rem] md:items-start">
        <form id={formId} ref={form.formRef} className="flex flex-col gap-8" noValidate onSubmit={(event) => void submit(event)}>
          {purchase.withTrial ? <TrialCreditChoice purchase={purchase} config={data.commerceConfig} /> : null}
          <CouponField purchase={purchase} />
          {needsMethod ? (
            <div className="flex flex-col gap-2">
              <PaymentMethodChooser
                saved={paymentMethods}
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
              {purchase.withTrial ? <p className="text-sm text-slate-700">{t('checkout.trialCardNote')}</p> : null}
            </div>
          ) : (
            <>
              <DeclineNotice decline={decline} />
              <Alert tone="info">{t('checkout.noCardNeeded')}</Alert>
            </>
          )}
          <AgreementList
            agreements={purchase.agreements}
            accepted={values.acceptedAgreements}
            onChange={(accepted) => form.setField('acceptedAgreements', accepted)}
            error={form.errors.acceptedAgreements}
          />
          {form.formError ? <Alert>{form.formError}</Alert> : null}
          <div className="flex flex-col gap-2">
            <Button type="submit" busy={form.submitting} className="self-stretch smn:self-start">
              {payLabel}
            </Button>
            <p className="text-sm text-slate-600">{t('checkout.secureNote')}</p>
          </div>
        </form>
        <div className="md:sticky md:top-6">
          <OrderSummary purchase={purchase} trialDays={data.commerceConfig.trialDays} />
        </div>
      </div>
      <AuthenticationDialog
        action={action}
        busy={completing.fetching}
        onAnswer={(approve) => void answer(approve)}
        onClose={() => setAction(null)}
      />
      {purchase.status === 'requires_action' && purchase.nextAction && !action ? (
        <Button variant="secondary" onClick={() => setAction(purchase.nextAction)} className="self-start">
          {t('authenticate.resume')}
        </Button>
      ) : null}
    </div>
  );
}
