import { DISPLAY_LOCALES, type Locale, NATIVE_LOCALE_NAMES, TIME_FORMATS, type TimeAndLanguageInput, WEEK_STARTS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { getMe } from '../../../shared/auth/auth-api.ts';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { useForm } from '../../../shared/forms/use-form.ts';
import { formatTime } from '../../../shared/i18n/format-date-time.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { SelectField, TimeZoneField } from '../../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { UPDATE_TIME_AND_LANGUAGE } from './time-and-language-documents.ts';

/** The display languages with a full translation; the others in LOCALES are landing-only (issue 21). */
const DISPLAY_LANGUAGES = DISPLAY_LOCALES.map((locale) => ({ locale, name: NATIVE_LOCALE_NAMES[locale] }));
/** 13:30 (shown in UTC): how each clock writes an afternoon time. */
const SAMPLE = new Date('2026-03-02T13:30:00Z');

/**
 * account/settings/time-and-language: the zone, language, clock and week start every time in the
 * school is shown with. Saving refreshes the signed-in user, so every page follows at once; a new
 * language also moves the URL to that locale.
 */
export function TimeAndLanguageScreen() {
  const { t } = useTranslation('settings');
  const { user } = useAuth();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('timeAndLanguage.title')}</PageTitle>
      {user ? (
        <TimeAndLanguageForm
          key={`${user.timezone}|${user.locale}|${user.timeFormat}|${user.weekStart}`}
          initial={{
            timezone: user.timezone,
            locale: (DISPLAY_LANGUAGES.some((l) => l.locale === user.locale) ? user.locale : 'en') as Locale,
            timeFormat: user.timeFormat === 'AMPM' ? 'AMPM' : 'ISO8601',
            weekStart: user.weekStart === 'Sunday' ? 'Sunday' : 'Monday',
          }}
        />
      ) : (
        <Skeleton lines={5} barClassName="h-11" className="min-h-80 gap-4" />
      )}
    </div>
  );
}

function TimeAndLanguageForm({ initial }: { initial: TimeAndLanguageInput }) {
  const { t, i18n } = useTranslation('settings');
  const { setUser } = useAuth();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [, save] = useMutation(UPDATE_TIME_AND_LANGUAGE);
  const form = useForm(initial, { schema: () => import('../settings-schemas.ts').then((m) => m.timeAndLanguageInput) });
  const { values, errors } = form;

  const submit = form.handleSubmit(async (current) => {
    const result = await save({ input: current });
    if (!result.data) return result;
    // Every time on every page follows the new zone and clock as soon as the user record is re-read.
    getMe().then(setUser, () => undefined);
    if (current.locale === locale) {
      notify('success', t('timeAndLanguage.saved'));
      return;
    }
    // A new language: its catalogues first, so the confirmation already speaks it.
    await i18n.loadLanguages(current.locale).catch(() => undefined);
    notify('success', i18n.getFixedT(current.locale, 'settings')('timeAndLanguage.saved'));
    navigate(`${location.pathname.replace(/^\/[^/]+/, `/${current.locale}`)}${location.search}`, { replace: true });
  });

  return (
    <Card>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <p className="text-slate-700">{t('timeAndLanguage.intro')}</p>
        <TimeZoneField
          label={t('timeAndLanguage.timezone')}
          hint={t('timeAndLanguage.timezoneHint')}
          value={values.timezone}
          onValueChange={(v) => form.setField('timezone', v)}
          error={errors.timezone}
        />
        <SelectField
          label={t('timeAndLanguage.locale')}
          value={values.locale}
          onValueChange={(v) => form.setField('locale', v as Locale)}
          options={DISPLAY_LANGUAGES.map((l) => ({ value: l.locale, label: l.name }))}
          error={errors.locale}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('timeAndLanguage.timeFormat')}
            value={values.timeFormat}
            onValueChange={(v) => form.setField('timeFormat', v as TimeAndLanguageInput['timeFormat'])}
            options={TIME_FORMATS.map((f) => ({
              value: f,
              label: t(`timeAndLanguage.timeFormats.${f}`, { example: formatTime(SAMPLE, { locale, timeZone: 'UTC', timeFormat: f }) }),
            }))}
            error={errors.timeFormat}
          />
          <SelectField
            label={t('timeAndLanguage.weekStart')}
            value={values.weekStart}
            onValueChange={(v) => form.setField('weekStart', v as TimeAndLanguageInput['weekStart'])}
            options={WEEK_STARTS.map((d) => ({ value: d, label: t(`timeAndLanguage.weekStarts.${d}`) }))}
            error={errors.weekStart}
          />
        </div>
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <Button type="submit" busy={form.submitting} className="self-start">
          {t('timeAndLanguage.save')}
        </Button>
      </form>
    </Card>
  );
}
