import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { http } from '../http/http.ts';
import { useViewerTime } from '../time/use-viewer-time.ts';
import { Button } from '../ui/button.tsx';
import { OfferLinks } from './offer-links.tsx';
import { BOOKING_STANDING, STANDING_TYPENAMES, type Standing } from './standing-documents.ts';

/** States whose own text already says why booking is refused. */
const SELF_EXPLAINING = new Set(['no_plan', 'paused', 'ended']);

/**
 * The one status banner (issue 12), on Today and at the top of the booking page: where the
 * student stands (trial ends, paused until, membership ends on, payment failed, no plan), why
 * booking is refused, and what they can do, from the server's bookingStanding.
 */
export function StandingBanner({ onBookingPage = false, verifyEmail = true }: { onBookingPage?: boolean; verifyEmail?: boolean }) {
  const [{ data }] = useQuery({ query: BOOKING_STANDING, variables: {}, context: STANDING_TYPENAMES });
  const standing = data?.bookingStanding;
  if (!standing) return null;
  // `verifyEmail={false}`: the page has its own reminder (Today's dismissible one, issue 14).
  const showVerify = verifyEmail && !standing.emailVerified;
  if (standing.state === 'active' && !standing.refusal && !showVerify) return null;
  return <Banner standing={standing} onBookingPage={onBookingPage} showVerify={showVerify} />;
}

function Banner({ standing, onBookingPage, showVerify }: { standing: Standing; onBookingPage: boolean; showVerify: boolean }) {
  const { t } = useTranslation('student');
  const viewer = useViewerTime();
  const headingId = useId();
  const date = standing.until ? viewer.dateTime(standing.until, { dateOnly: true, dateStyle: 'full' }) : '';
  const stateShown = standing.state !== 'active' || standing.refusal !== null;
  const text = stateText(standing, t);
  const refusalLine =
    standing.refusal && !SELF_EXPLAINING.has(standing.state) && !(standing.state === 'active' && standing.refusal === 'not_enough_credits')
      ? t([`standing.refusals.${standing.refusal}`, 'standing.refusals.generic'])
      : null;
  const offers = standing.offers.filter((o) => !(onBookingPage && o === 'book_class'));
  const attention = standing.refusal !== null || standing.state === 'payment_failed' || standing.state === 'payment_pending';
  return (
    <section
      aria-labelledby={headingId}
      data-testid="standing-banner"
      data-state={standing.state}
      className={`flex flex-col gap-3 rounded-2xl border-l-4 p-5 ${attention ? 'border-amber-700 bg-amber-50' : 'border-sky-700 bg-sky-50'}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {stateShown ? t(`standing.states.${standing.state}.title`, { date }) : t('standing.heading')}
      </h2>
      {stateShown ? <p className="text-slate-800">{text}</p> : null}
      {refusalLine ? <p className="font-medium text-slate-900">{refusalLine}</p> : null}
      {showVerify ? <VerifyEmail /> : null}
      <OfferLinks offers={offers} />
    </section>
  );
}

/** Credits granted by the school (a gift, a goodwill grant) can be booked without a plan: say so. */
function stateText(standing: Standing, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (standing.state !== 'no_plan') return t(`standing.states.${standing.state}.text`);
  if (standing.refusal === null)
    return t('standing.states.no_plan.textWithCredits', { group: standing.groupCredits, private: standing.privateCredits });
  return standing.offers.includes('start_trial') ? t('standing.states.no_plan.textTrial') : t('standing.states.no_plan.text');
}

function VerifyEmail() {
  const { t } = useTranslation('student');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const resend = async () => {
    setState('sending');
    try {
      await http.post('/api/users/resend-confirmation', {});
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex flex-col items-start gap-2" data-testid="verify-email">
      <p className="text-slate-800">{t('standing.verify.text')}</p>
      {state === 'sent' ? (
        <p role="status" className="font-medium text-emerald-900">
          {t('standing.verify.sent')}
        </p>
      ) : (
        <Button variant="secondary" busy={state === 'sending'} onClick={() => void resend()}>
          {t('standing.verify.resend')}
        </Button>
      )}
      {state === 'failed' ? (
        <p role="alert" className="text-red-900">
          {t('standing.verify.failed')}
        </p>
      ) : null}
    </div>
  );
}
