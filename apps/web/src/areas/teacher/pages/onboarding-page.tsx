import { AvailabilityForm } from '../../../features/availability/availability-form.tsx';
import { PhotoPanel } from '../../../features/teacher-account/pages/account-page.tsx';
import { CalendarPage } from '../../../features/teacher-account/pages/calendar-page.tsx';
import { InvoicePage } from '../../../features/teacher-account/pages/invoice-page.tsx';
import { LanguagesPage } from '../../../features/teacher-account/pages/languages-page.tsx';
import { AgreementsStep } from '../../../features/teacher-onboarding/agreements-step.tsx';
import { OnboardingFlow, type RenderOnboardingStep } from '../../../features/teacher-onboarding/onboarding-flow.tsx';
import { ProfileStepForm } from '../../../features/teacher-onboarding/profile-step.tsx';
import { TeachingSections } from '../../../features/teacher-onboarding/teaching-sections.tsx';

/**
 * The teacher's onboarding (issue 16). The flow is its own feature; each step is the piece the
 * rest of the app already uses (the profile pages' languages, payout and calendar forms, the photo,
 * the terms pages, the schedule's availability form), composed here because features do not
 * import each other (decision 072).
 */
const renderStep: RenderOnboardingStep = (step, state, goNext) => {
  switch (step) {
    case 'profile':
      return (
        <>
          <PhotoPanel />
          <ProfileStepForm state={state} onSaved={goNext} />
        </>
      );
    case 'languages':
      return (
        <>
          <TeachingSections state={state} />
          <LanguagesPage />
        </>
      );
    case 'payout':
      return <InvoicePage />;
    case 'calendar':
      return <CalendarPage />;
    case 'agreements':
      return <AgreementsStep state={state} />;
    case 'availability':
      return <AvailabilityForm timeFormat={state.timeFormat} today={state.today} />;
  }
};

export function OnboardingPage() {
  return <OnboardingFlow renderStep={renderStep} />;
}
