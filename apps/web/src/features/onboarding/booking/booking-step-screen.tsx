import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { OnboardingFrame } from '../flow/onboarding-frame.tsx';
import { onboardingPaths, stepPath } from '../flow/onboarding-paths.ts';
import { FirstClassBooking } from './first-class-booking.tsx';

/** account/onboarding/booking: the three best first classes, booked in one confirmation. */
export function BookingStepScreen() {
  const { t } = useTranslation('onboarding');
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <OnboardingFrame step="booking">
      {() => (
        <div className="flex flex-col gap-5">
          <PageTitle>{t('booking.title')}</PageTitle>
          <p className="text-lg text-slate-800">{t('booking.lead')}</p>
          <FirstClassBooking
            skipPath={buildPath(onboardingPaths.bookingSkip, { locale })}
            onBooked={() => navigate(stepPath(locale, 'congratulations'))}
          />
        </div>
      )}
    </OnboardingFrame>
  );
}
