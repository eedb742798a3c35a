import { SECTION_SLUGS } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ADMIN_TEACHERS, ADMIN_TYPENAMES, CREATE_TEACHER } from './back-office-documents.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** The teaching team, and a form to add a teacher after recruitment (an invitation e-mail follows). */
export function TeachersScreen() {
  const { t } = useTranslation('admin');
  const viewer = useViewerTime();
  const [{ data, fetching, error }] = useQuery({ query: ADMIN_TEACHERS, variables: {} });
  const teachers = data?.adminTeachers;
  const now = Date.now();

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('teachers.title')}</PageTitle>
      <CreateTeacherForm />
      <h2 className="text-xl font-semibold text-slate-900">{t('teachers.listTitle')}</h2>
      {error ? <Alert>{t('loadFailed')}</Alert> : null}
      {fetching && !teachers ? <PageSpinner /> : null}
      {teachers ? (
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
      ) : null}
    </div>
  );
}

function CreateTeacherForm() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [timezone, setTimezone] = useState('Europe/Berlin');
  const [sections, setSections] = useState<string[]>(['english']);
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CREATE_TEACHER);

  const submit = async () => {
    if (!email.trim() || !firstName.trim()) return setError(t('teachers.form.required'));
    if (sections.length === 0) return setError(t('teachers.form.sectionRequired'));
    setError(null);
    const result = await create(
      { input: { email: email.trim(), firstName: firstName.trim(), lastName: lastName.trim(), sectionSlugs: sections, timezone } },
      { ...ADMIN_TYPENAMES, notifyErrors: false },
    );
    if (result.error) return setError(errorText(result.error));
    notify('success', t('teachers.form.created', { email: email.trim() }));
    setEmail('');
    setFirstName('');
    setLastName('');
  };

  return (
    <Card>
      <form
        className="flex flex-col gap-4"
        aria-labelledby="new-teacher-title"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h2 id="new-teacher-title" className="text-xl font-semibold text-slate-900">
          {t('teachers.form.title')}
        </h2>
        <p className="text-slate-700">{t('teachers.form.intro')}</p>
        <div className="grid gap-4 smw:grid-cols-2">
          <TextField label={t('teachers.form.email')} type="email" value={email} onValueChange={setEmail} autoComplete="off" />
          <TextField label={t('teachers.form.timezone')} value={timezone} onValueChange={setTimezone} />
          <TextField label={t('teachers.form.firstName')} value={firstName} onValueChange={setFirstName} />
          <TextField label={t('teachers.form.lastName')} value={lastName} onValueChange={setLastName} />
        </div>
        <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('teachers.form.sections')}</legend>
          {SECTION_SLUGS.map((slug) => (
            <label key={slug} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={sections.includes(slug)}
                onChange={(event) => setSections(event.target.checked ? [...sections, slug] : sections.filter((s) => s !== slug))}
              />
              {t(`sections.${slug}`)}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <Button type="submit" busy={fetching} className="self-start">
          {t('teachers.form.submit')}
        </Button>
      </form>
    </Card>
  );
}
