import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
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
import { formatMoney } from '../../shared/i18n/format-money.ts';
import { OrderSummary } from './order-summary.tsx';
import {
  EMPTY_NEW_METHOD,
  type MethodChoice,
  type MethodErrors,
  methodErrors,
  PaymentMethodChooser,
  toMethodInput,
} from './payment-method-chooser.tsx';
import { errorPageFor, pathForPurchase } from './purchase-routes.ts';
import { forgetReferralCode } from './referral-code.ts';
import { TrialCreditChoice } from './trial-credit-choice.tsx';
import { errorCodeOf, isUnknownOutcome, useErrorText } from '../../shared/errors/error-text.ts';

/** m2m-checkout, sprint-checkout, teams-checkout and credits-checkout/{purchaseId} (001 §2). */
export function CheckoutScreen() {
  const { t } = useTranslation('store');
  const errorText = useErrorText();
  const { purchaseId = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({
    query: CHECKOUT,
    variables: { id: purchaseId },
    requestPolicy: 'cache-and-network',
    context: PAYMENT_TYPENAMES,
  });
  const locale = useLocale();
  if (fetching && !data) return <PageSpinner />;
  if (!data) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
        <PageTitle>{t('checkout.title')}</PageTitle>
        <Alert>{error ? errorText(error) : t('store.loadFailed')}</Alert>
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

function CheckoutForm({ data }: { data: CheckoutData }) {
  const { t } = useTranslation('store');
  const errorText = useErrorText();
  const locale = useLocale();
  const navigate = useNavigate();
  const { purchase, paymentMethods } = data;
  const [methods] = useQuery({ query: AVAILABLE_METHODS, variables: { currency: purchase.currency } });
  const available: PaymentMethodType[] = methods.data?.availablePaymentMethods.map((m) => m.type) ?? ['card'];
  const defaultMethod = paymentMethods.find((m) => m.isDefault) ?? paymentMethods[0];
  const [choice, setChoice] = useState<MethodChoice | null>(defaultMethod ? { kind: 'saved', id: defaultMethod.id } : { kind: 'card' });
  const [values, setValues] = useState(EMPTY_NEW_METHOD);
  const [errors, setErrors] = useState<MethodErrors>({});
  const [accepted, setAccepted] = useState<string[]>([]);
  const [agreementError, setAgreementError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [action, setAction] = useState<NextAction | null>(purchase.status === 'requires_action' ? purchase.nextAction : null);
  const [, pay] = useMutation(PAY_PURCHASE);
  const [completing, complete] = useMutation(COMPLETE_PAYMENT_ACTION);
  const attempt = useRef(initialAttempt(randomKey));
  const formId = useId();
  const errorRef = useRef<HTMLDivElement>(null);

  const needsMethod = purchase.cardRequired || purchase.chargeTotal.amount > 0;
  const lastDecline = purchase.status === 'failed' ? purchase.lastTransaction : null;

  useEffect(() => {
    if (formError) errorRef.current?.focus();
  }, [formError]);

  const settle = (result: PaymentResultData) => {
    if (result.status === 'requires_action' && result.nextAction) {
      setAction(result.nextAction);
      return;
    }
    if (result.status === 'succeeded') forgetReferralCode();
    const target = pathForPurchase({ id: result.purchase.id, type: result.purchase.type, status: result.status });
    navigate(buildPath(target.pattern, { locale, ...target.params }));
  };

  const fail = (code: string | undefined, message: string) => {
    const page = errorPageFor(code);
    if (page) navigate(buildPath(page, { locale }));
    else if (code === 'agreements_required') setAgreementError(message);
    else setFormError(message);
  };

  const submit = async () => {
    setFormError(null);
    const missing = purchase.agreements.filter((a) => a.required && !accepted.includes(a.key));
    const nextErrors = needsMethod ? methodErrors(choice, values, t) : {};
    setErrors(nextErrors);
    setAgreementError(missing.length > 0 ? t('agreements.required') : undefined);
    if (Object.keys(nextErrors).length > 0 || missing.length > 0) {
      requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`)?.focus());
      return;
    }
    const step = nextAttempt(attempt.current, { type: 'submit' }, randomKey);
    if (!step.send) return;
    attempt.current = step.state;
    setBusy(true);
    const method = needsMethod && choice ? choice : null;
    const result = await pay(
      {
        input: {
          purchaseId: purchase.id,
          idempotencyKey: step.state.key,
          acceptedAgreements: accepted,
          ...(method?.kind === 'saved' ? { paymentMethodId: method.id } : {}),
          ...(method && method.kind !== 'saved' ? { newPaymentMethod: toMethodInput(method, values) ?? undefined } : {}),
        },
      },
      { notifyErrors: false, ...PAYMENT_TYPENAMES },
    );
    setBusy(false);
    if (result.error) {
      if (isUnknownOutcome(result.error)) {
        attempt.current = nextAttempt(attempt.current, { type: 'unknownOutcome' }, randomKey).state;
        setFormError(t('checkout.unknownOutcome'));
        return;
      }
      attempt.current = nextAttempt(attempt.current, { type: 'answered' }, randomKey).state;
      const code = errorCodeOf(result.error);
      fail(code, errorText(result.error));
      return;
    }
    attempt.current = nextAttempt(attempt.current, { type: 'answered' }, randomKey).state;
    if (result.data) settle(result.data.payPurchase);
  };

  const answer = async (approve: boolean) => {
    if (!action) return;
    const result = await complete(
      { purchaseId: purchase.id, reference: action.reference, approve },
      { notifyErrors: false, ...PAYMENT_TYPENAMES },
    );
    setAction(null);
    if (result.error) {
      const code = errorCodeOf(result.error);
      fail(code, errorText(result.error));
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
        <form
          id={formId}
          className="flex flex-col gap-8"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {lastDecline ? (
            <Alert>{errorText({ code: lastDecline.errorCode ?? 'payment_failed', message: lastDecline.errorMessage })}</Alert>
          ) : null}
          {purchase.withTrial ? <TrialCreditChoice purchase={purchase} config={data.commerceConfig} /> : null}
          <CouponField purchase={purchase} />
          {needsMethod ? (
            <div className="flex flex-col gap-2">
              <PaymentMethodChooser
                saved={paymentMethods}
                available={available}
                choice={choice}
                onChoice={(c) => {
                  setChoice(c);
                  setErrors({});
                }}
                values={values}
                onValues={setValues}
                errors={errors}
              />
              {purchase.withTrial ? <p className="text-sm text-slate-700">{t('checkout.trialCardNote')}</p> : null}
            </div>
          ) : (
            <Alert tone="info">{t('checkout.noCardNeeded')}</Alert>
          )}
          <AgreementList agreements={purchase.agreements} accepted={accepted} onChange={setAccepted} error={agreementError} />
          {formError ? (
            <div ref={errorRef} tabIndex={-1}>
              <Alert>{formError}</Alert>
            </div>
          ) : null}
          <div className="flex flex-col gap-2">
            <Button type="submit" busy={busy} className="self-stretch smn:self-start">
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
