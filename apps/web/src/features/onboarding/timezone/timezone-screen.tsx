import { type Locale, type TimeAndLanguageInput, isValidTimezone } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { getMe } from '../../../shared/auth/auth-api.ts';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { useForm } from '../../../shared/forms/use-form.ts';
import { formatTime } from '../../../shared/i18n/format-date-time.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { TimeZoneField } from '../../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { SAVE_ONBOARDING_TIMEZONE } from '../flow/onboarding-documents.ts';
import { OnboardingFrame } from '../flow/onboarding-frame.tsx';
import { stepPath } from '../flow/onboarding-paths.ts';

/** The zone this browser runs in, when it names one the school knows. */
function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimezone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/**
 * account/onboarding/timezone (issue 16): the zone every class time is shown in, detected from the
 * browser, confirmed or changed. Saves as the settings page does (zone, language, clock, week
 * start in one save, with its rule about Sprints), then refreshes the signed-in user.
 */
export function TimezoneScreen() {
  const { t } = useTranslation('onboarding');
  const { user } = useAuth();
  return (
    <OnboardingFrame step="timezone">
      {(flow) => (
        <div className="flex flex-col gap-5">
          <PageTitle>{t('timezone.title')}</PageTitle>
          {user ? <TimezoneForm accountZone={flow.timezone} /> : null}
        </div>
      )}
    </OnboardingFrame>
  );
}

function TimezoneForm({ accountZone }: { accountZone: string }) {
  const { t } = useTranslation('onboarding');
  const { user, setUser } = useAuth();
  const locale = useLocale();
  const navigate = useNavigate();
  const [, save] = useMutation(SAVE_ONBOARDING_TIMEZONE);
  const detected = browserTimeZone();
  const initial: TimeAndLanguageInput = {
    timezone: detected ?? accountZone,
    locale: locale as Locale,
    timeFormat: user?.timeFormat === 'AMPM' ? 'AMPM' : 'ISO8601',
    weekStart: user?.weekStart === 'Sunday' ? 'Sunday' : 'Monday',
  };
  const form = useForm(initial, { schema: () => import('./timezone-schema.ts').then((m) => m.timeAndLanguageInput) });
  const submit = form.handleSubmit(async (values) => {
    const result = await save({ input: values });
    if (!result.data) return result;
    // Every time shown from here on (the class suggestions first) follows the zone at once.
    await getMe().then(setUser, () => undefined);
    navigate(stepPath(locale, 'booking'));
  });
  const zone = form.values.timezone;
  const now = new Date();
  return (
    <Card>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p className="text-slate-800">
          {detected
            ? detected === accountZone
              ? t('timezone.detectedSame', { zone: detected })
              : t('timezone.detectedOther', { zone: detected, account: accountZone })
            : t('timezone.notDetected', { account: accountZone })}
        </p>
        <TimeZoneField
          label={t('timezone.label')}
          hint={t('timezone.hint')}
          value={zone}
          onValueChange={(v) => form.setField('timezone', v)}
          error={form.errors.timezone}
        />
        {isValidTimezone(zone) ? (
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('timezone.localTime', {
              time: formatTime(now, { locale: locale as Locale, timeZone: zone, timeFormat: initial.timeFormat }),
            })}
          </p>
        ) : null}
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Button type="submit" busy={form.submitting} className="self-start">
          {t('timezone.save')}
        </Button>
      </form>
    </Card>
  );
}
