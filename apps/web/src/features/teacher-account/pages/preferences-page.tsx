import { TIME_FORMATS, WEEK_STARTS } from '@parla/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { getMe } from '../../../shared/auth/auth-api.ts';
import { useAuth } from '../../../shared/auth/auth-context.tsx';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ACCOUNT_TYPENAMES, TEACHER_ACCOUNT, type TeacherPreferences, UPDATE_PREFERENCES } from '../account-documents.ts';
import { SectionHeading, SelectField, SwitchField } from '../fields.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

/** Every IANA zone the browser knows, the current one first if it is missing from the list. */
function timeZones(current: string): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes(current) ? supported : [current, ...supported];
}

/** Preferences (000 §3 teacherPreferences): class types, time format, time zone, week start. */
export function PreferencesPage() {
  const query = useDataQuery({ query: TEACHER_ACCOUNT, context: ACCOUNT_TYPENAMES });
  return (
    <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-11" className="gap-4" />}>
      {(data) => <PreferencesForm initial={data.teacherAccount.teacherPreferences} />}
    </QueryState>
  );
}

function PreferencesForm({ initial }: { initial: TeacherPreferences }) {
  const { t } = useTranslation('teacherAccount');
  const { setUser } = useAuth();
  const [state, update] = useMutation(UPDATE_PREFERENCES);
  const zones = useMemo(() => timeZones(initial.timezone), [initial.timezone]);
  const form = useForm(initial, { schema: () => import('../teacher-account-schemas.ts').then((m) => m.preferencesInput) });
  const { values, errors } = form;
  const set = <K extends keyof TeacherPreferences>(name: K, value: TeacherPreferences[K]) => form.setField(name, value);

  const submit = form.handleSubmit(async (current) => {
    const result = await update({ input: current }, ACCOUNT_TYPENAMES);
    if (!result.error) {
      notify('success', t('saved'));
      // Times everywhere in the teacher app follow the new zone, clock and week start.
      // (setUser, not refresh: the page stays mounted while the user record is re-read.)
      getMe().then(setUser, () => undefined);
    }
    return result;
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-8">
      <fieldset className="flex flex-col">
        <legend className="mb-2">
          <SectionHeading title={t('preferences.classesTitle')} intro={t('preferences.classesIntro')} />
        </legend>
        <SwitchField label={t('preferences.groupClasses')} checked={values.groupClasses} onCheckedChange={(v) => set('groupClasses', v)} />
        <SwitchField
          label={t('preferences.privateClasses')}
          checked={values.privateClasses}
          onCheckedChange={(v) => set('privateClasses', v)}
        />
        <SwitchField
          label={t('preferences.specializedClasses')}
          description={t('preferences.specializedHint')}
          checked={values.specializedClasses}
          onCheckedChange={(v) => set('specializedClasses', v)}
        />
      </fieldset>
      <fieldset className="grid gap-4 smw:grid-cols-3">
        <legend className="mb-2 smw:col-span-3">
          <SectionHeading title={t('preferences.displayTitle')} intro={t('preferences.displayIntro')} />
        </legend>
        <SelectField
          label={t('preferences.timeFormat')}
          value={values.timeFormat}
          onValueChange={(v) => set('timeFormat', v)}
          options={TIME_FORMATS.map((f) => ({ value: f, label: t(`preferences.timeFormats.${f}`) }))}
          error={errors.timeFormat}
        />
        <SelectField
          label={t('preferences.timezone')}
          value={values.timezone}
          onValueChange={(v) => set('timezone', v)}
          options={zones.map((z) => ({ value: z, label: z.replaceAll('_', ' ') }))}
          error={errors.timezone}
        />
        <SelectField
          label={t('preferences.weekStart')}
          value={values.weekStart}
          onValueChange={(v) => set('weekStart', v)}
          options={WEEK_STARTS.map((d) => ({ value: d, label: t(`preferences.weekStarts.${d}`) }))}
          error={errors.weekStart}
        />
      </fieldset>
      <div>
        <Button type="submit" busy={state.fetching}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
