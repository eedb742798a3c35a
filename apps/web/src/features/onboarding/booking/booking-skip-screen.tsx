import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { SKIP_ONBOARDING_BOOKING } from '../flow/onboarding-documents.ts';
import { OnboardingFrame } from '../flow/onboarding-frame.tsx';
import { stepPath } from '../flow/onboarding-paths.ts';

/** account/onboarding/booking/skip: no first class now; where to book one later, then the last page. */
export function BookingSkipScreen() {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  const navigate = useNavigate();
  const [skipping, skip] = useMutation(SKIP_ONBOARDING_BOOKING);
  const next = async () => {
    const res = await skip({});
    if (res.data) navigate(stepPath(locale, 'congratulations'));
  };
  return (
    <OnboardingFrame step="booking">
      {() => (
        <Card className="flex flex-col gap-4">
          <PageTitle>{t('bookingSkip.title')}</PageTitle>
          <p className="text-slate-800">{t('bookingSkip.text')}</p>
          <div className="flex flex-wrap items-center gap-3">
            <Button busy={skipping.fetching} onClick={next}>
              {t('bookingSkip.continue')}
            </Button>
            <Link to={stepPath(locale, 'booking')} className="font-semibold text-brand-800 underline underline-offset-2">
              {t('bookingSkip.back')}
            </Link>
            <Link to={buildPath(studentPaths.booking, { locale })} className="font-semibold text-brand-800 underline underline-offset-2">
              {t('booking.moreTimes')}
            </Link>
          </div>
        </Card>
      )}
    </OnboardingFrame>
  );
}
