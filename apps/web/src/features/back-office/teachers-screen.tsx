import { SECTION_SLUGS } from '@parla/contracts';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { TimeZoneField } from '../../shared/ui/form-fields.tsx';
import { ADMIN_TEACHERS, ADMIN_TYPENAMES, CREATE_TEACHER } from './back-office-documents.ts';

/** The teaching team, and a form to add a teacher after recruitment (an invitation e-mail follows). */
export function TeachersScreen() {
  const { t } = useTranslation('admin');
  const viewer = useViewerTime();
  const query = useDataQuery({ query: ADMIN_TEACHERS, variables: {} }, (data) => data.adminTeachers.length === 0);
  const now = Date.now();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('teachers.title')}</PageTitle>
      <CreateTeacherForm />
      <h2 className="text-xl font-semibold text-slate-900">{t('teachers.listTitle')}</h2>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={4} barClassName="h-24 rounded-xl" className="gap-3" />}
        empty={<p className="text-slate-700">{t('teachers.empty')}</p>}
      >
        {({ adminTeachers: teachers }) => (
          <ul className="grid gap-3 smw:grid-cols-2">
            {teachers.map((teacher) => (
              <li key={teacher.id} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">{`${teacher.firstName} ${teacher.lastName}`}</p>
                <p className="text-sm text-slate-700">{teacher.email}</p>
                <p className="text-sm text-slate-700">
                  {teacher.sections.join(', ')} · {teacher.timezone}
                </p>
                <div className="flex flex-wrap gap-2">
                  {teacher.penaltyUntil && Date.parse(teacher.penaltyUntil) > now ? (
                    <Badge tone="warning">
                      {t('teachers.penalised', { until: viewer.dateTime(teacher.penaltyUntil, { dateOnly: true }) })}
                    </Badge>
                  ) : null}
                  {teacher.pausedUntil && Date.parse(teacher.pausedUntil) > now ? (
                    <Badge tone="info">{t('teachers.paused', { until: viewer.dateTime(teacher.pausedUntil, { dateOnly: true }) })}</Badge>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

// A new teacher goes through the first-login steps (profile, photo, agreements, calendar) unless
// the admin knows they are ready: a teacher moved over from elsewhere, say.
const EMPTY_TEACHER = {
  email: '',
  firstName: '',
  lastName: '',
  timezone: 'Europe/Berlin',
  sectionSlugs: ['english'] as string[],
  onboarded: false,
};

/** The invitation form; its rules are the contract's createTeacherInput, which the server checks too. */
function CreateTeacherForm() {
  const { t } = useTranslation('admin');
  const [, create] = useMutation(CREATE_TEACHER);
  const form = useForm(EMPTY_TEACHER, {
    schema: () => import('./back-office-schemas.ts').then((m) => m.createTeacherInput),
  });
  const { values, setField, errors } = form;

  const submit = form.handleSubmit(async (current) => {
    const input = { ...current, email: current.email.trim(), firstName: current.firstName.trim(), lastName: current.lastName.trim() };
    const result = await create({ input }, { ...ADMIN_TYPENAMES, notifyErrors: false });
    if (result.error) return result;
    notify('success', t('teachers.form.created', { email: input.email }));
    form.setValues((latest) => ({ ...latest, email: '', firstName: '', lastName: '' }));
    return undefined;
  });

  return (
    <Card>
      <form ref={form.formRef} className="flex flex-col gap-4" aria-labelledby="new-teacher-title" onSubmit={submit} noValidate>
        <h2 id="new-teacher-title" className="text-xl font-semibold text-slate-900">
          {t('teachers.form.title')}
        </h2>
        <p className="text-slate-700">{t('teachers.form.intro')}</p>
        <div className="grid gap-4 smw:grid-cols-2">
          <TextField
            label={t('teachers.form.email')}
            type="email"
            value={values.email}
            onValueChange={(value) => setField('email', value)}
            error={errors.email}
            autoComplete="off"
          />
          <TimeZoneField
            label={t('teachers.form.timezone')}
            value={values.timezone}
            onValueChange={(value) => setField('timezone', value)}
            error={errors.timezone}
          />
          <TextField
            label={t('teachers.form.firstName')}
            value={values.firstName}
            onValueChange={(value) => setField('firstName', value)}
            error={errors.firstName}
          />
          <TextField
            label={t('teachers.form.lastName')}
            value={values.lastName}
            onValueChange={(value) => setField('lastName', value)}
            error={errors.lastName}
          />
        </div>
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('teachers.form.sections')}</legend>
          {SECTION_SLUGS.map((slug) => (
            <label key={slug} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={values.sectionSlugs.includes(slug)}
                aria-invalid={errors.sectionSlugs ? true : undefined}
                onChange={(event) =>
                  setField(
                    'sectionSlugs',
                    event.target.checked ? [...values.sectionSlugs, slug] : values.sectionSlugs.filter((s) => s !== slug),
                  )
                }
              />
              {t(`sections.${slug}`)}
            </label>
          ))}
        </fieldset>
        {errors.sectionSlugs ? <p className="text-sm text-red-800">{errors.sectionSlugs}</p> : null}
        <label className="flex min-h-11 items-start gap-2">
          <input
            type="checkbox"
            className="mt-1"
            checked={!values.onboarded}
            aria-describedby="new-teacher-onboarding-hint"
            onChange={(event) => setField('onboarded', !event.target.checked)}
          />
          <span>
            {t('teachers.form.onboarding')}
            <span id="new-teacher-onboarding-hint" className="block text-sm text-slate-600">
              {t('teachers.form.onboardingHint')}
            </span>
          </span>
        </label>
        {form.formError ? (
          <p role="alert" className="text-sm text-red-800">
            {form.formError}
          </p>
        ) : null}
        <Button type="submit" busy={form.submitting} className="self-start">
          {t('teachers.form.submit')}
        </Button>
      </form>
    </Card>
  );
}
