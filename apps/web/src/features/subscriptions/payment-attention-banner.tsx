import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ATTENTION, MEMBERSHIP_TYPENAMES, SUBSCRIPTIONS } from './membership-documents.ts';
import { SimpleActionDialog } from './simple-action-dialog.tsx';
import { useErrorText } from '../../shared/errors/error-text.ts';

/**
 * The payment failed / pending banner of the student area (001 §4 "payment failed or pending:
 * resume charges"). It sits above the page on every signed-in learn page until the payment
 * is settled, with the way to fix it: resume charges, or change the payment method.
 */
export function PaymentAttentionBanner() {
  const { status, user } = useAuth();
  const signedIn = status === 'authenticated' && Boolean(user?.roles.includes('student'));
  if (!signedIn) return null;
  return <Banner />;
}

function Banner() {
  const { t } = useTranslation(['membership', 'store']);
  const errorText = useErrorText();
  const locale = useLocale();
  const [{ data }] = useQuery({ query: ATTENTION, variables: {}, context: MEMBERSHIP_TYPENAMES });
  const [resuming, setResuming] = useState(false);
  const current = data?.subscriptions.current;
  if (!current || (current.displayState !== 'payment_failed' && current.displayState !== 'payment_pending')) return null;
  const transaction = current.lastTransaction;
  const reason = transaction?.errorCode
    ? errorText({ code: transaction.errorCode, message: transaction.errorMessage })
    : (transaction?.errorMessage ?? '');
  return (
    <section aria-label={t('banner.label')} className="border-b border-amber-700 bg-amber-50 text-amber-950" data-testid="payment-banner">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 smw:flex-row smw:items-center smw:justify-between">
        <p role="status" className="text-sm">
          <strong className="font-semibold">{t(`banner.${current.displayState}`)}</strong> {reason} {t('banner.hint')}
        </p>
        <div className="flex flex-wrap gap-2">
          {current.canResumeCharges ? <Button onClick={() => setResuming(true)}>{t('actions.resumeCharges.button')}</Button> : null}
          <Link
            to={buildPath(studentPaths.billing, { locale })}
            className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-amber-950 underline underline-offset-2"
          >
            {t('banner.billing')}
          </Link>
        </div>
      </div>
      {resuming ? <ResumeDialog onClose={() => setResuming(false)} /> : null}
    </section>
  );
}

/** Resume charges needs the full subscription for its consequence text (price). */
function ResumeDialog({ onClose }: { onClose: () => void }) {
  const [{ data }] = useQuery({ query: SUBSCRIPTIONS, variables: {}, context: MEMBERSHIP_TYPENAMES });
  const current = data?.subscriptions.current;
  if (!current) return null;
  return <SimpleActionDialog action="resumeCharges" subscription={current} onClose={onClose} onDone={onClose} />;
}
