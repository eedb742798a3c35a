import { MAX_ASSIGN_REASON_LENGTH } from '@parla/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { dataOf } from '../../shared/data/data-state.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { ADMIN_CLASSES, ADMIN_TEACHERS, ADMIN_TYPENAMES, ASSIGN_TEACHER, type AdminClass } from './back-office-documents.ts';
import { errorCodeOf } from '../../shared/errors/error-text.ts';

const DAY_MS = 86_400_000;

/** Classes of the next 14 days waiting for a teacher; staff them until teachers commit themselves. */
export function ClassesScreen() {
  const { t } = useTranslation('admin');
  const [unstaffedOnly, setUnstaffedOnly] = useState(true);
  // The range is fixed when the page opens, so the query key stays stable between renders.
  const range = useMemo(() => {
    const from = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    return { from: from.toISOString(), to: new Date(from.getTime() + 14 * DAY_MS).toISOString() };
  }, []);
  const query = useDataQuery({ query: ADMIN_CLASSES, variables: { ...range, unstaffedOnly } }, (data) => data.adminClasses.length === 0);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('classes.title')}</PageTitle>
      <p className="text-slate-700">{t('classes.intro')}</p>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={unstaffedOnly} onChange={(event) => setUnstaffedOnly(event.target.checked)} />
        {t('classes.unstaffedOnly')}
      </label>
      <QueryState
        query={query}
        skeleton={<Skeleton lines={4} barClassName="h-24 rounded-xl" className="gap-3" />}
        empty={<p className="text-slate-700">{t('classes.empty')}</p>}
      >
        {(data) => (
          <ul className="flex flex-col gap-3">
            {data.adminClasses.map((c) => (
              <ClassRow key={c.uid} klass={c} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function ClassRow({ klass }: { klass: AdminClass }) {
  const { t } = useTranslation('admin');
  const viewer = useViewerTime();
  // The teacher choice's options: none until they are known, no toast when they fail.
  const data = dataOf(useDataQuery({ query: ADMIN_TEACHERS, variables: { sectionId: klass.sectionId } }).state);
  const [{ fetching }, assign] = useMutation(ASSIGN_TEACHER);
  // A refusal by the teaching rules can be overridden, explicitly and with a reason (logged):
  // the contract's assignTeacherInput (the server parses the same) asks for it.
  const [refused, setRefused] = useState(false);
  const form = useForm(
    { teacherId: '', replace: false, override: false, reason: '' },
    {
      schema: () => import('./back-office-schemas.ts').then((m) => m.assignTeacherInput),
      toInput: (v) => ({
        classUid: klass.uid,
        teacherId: v.teacherId,
        replaceCurrentTeacher: v.replace,
        override: v.override,
        reason: v.reason.trim() || null,
      }),
      validate: (v) => ({ teacherId: v.teacherId ? undefined : t('classes.chooseTeacher') }),
      fieldAliases: { replaceCurrentTeacher: 'replace' },
    },
  );
  const { values, errors, setField } = form;
  const teachers = data?.adminTeachers ?? [];
  const current = teachers.find((teacher) => teacher.id === klass.teacherId);

  const submit = form.handleSubmit(async (v) => {
    const result = await assign(
      {
        classUid: klass.uid,
        teacherId: v.teacherId,
        replaceCurrentTeacher: v.replace,
        override: v.override,
        reason: v.reason.trim() || null,
      },
      { ...ADMIN_TYPENAMES, notifyErrors: false },
    );
    if (result.error) {
      const code = errorCodeOf(result.error);
      if (code && code !== 'validation_failed' && code !== 'class_already_taken') setRefused(true);
      return result;
    }
    setRefused(false);
    form.setValues({ teacherId: v.teacherId, replace: false, override: false, reason: '' });
    notify('success', t('classes.assigned'));
  });

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 smw:flex-row smw:items-end smw:justify-between">
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-slate-900">{klass.lessonTitle}</p>
        <p className="text-sm text-slate-700">
          {viewer.dateTime(klass.startDate)} · {klass.sectionName} · {klass.moduleName} · {t(`classes.type.${klass.type}`)} ·{' '}
          {t('classes.seats', { taken: klass.seatsTaken, capacity: klass.capacity })}
        </p>
        <p className="text-sm text-slate-700">
          {current ? t('classes.teacher', { name: `${current.firstName} ${current.lastName}` }) : t('classes.noTeacher')}
        </p>
      </div>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('classes.assign')} className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('classes.teacherLabel')}
          value={values.teacherId}
          onValueChange={(value) => setField('teacherId', value)}
          placeholder={t('classes.chooseTeacher')}
          options={teachers.map((teacher) => ({ value: teacher.id, label: `${teacher.firstName} ${teacher.lastName}` }))}
          error={errors.teacherId}
          className="min-w-0 max-w-full"
        />
        <Button type="submit" busy={fetching}>
          {t('classes.assign')}
        </Button>
        {klass.teacherId ? (
          <div className="basis-full">
            <Checkbox label={t('classes.replace')} checked={values.replace} onCheckedChange={(value) => setField('replace', value)} />
          </div>
        ) : null}
        {refused || values.override ? (
          <div className="flex basis-full flex-col gap-2">
            <Checkbox label={t('classes.override')} checked={values.override} onCheckedChange={(value) => setField('override', value)} />
            {values.override ? (
              <TextField
                label={t('classes.reason')}
                hint={t('classes.reasonHint')}
                value={values.reason}
                onValueChange={(value) => setField('reason', value)}
                maxLength={MAX_ASSIGN_REASON_LENGTH}
                error={errors.reason}
              />
            ) : null}
          </div>
        ) : null}
        {form.formError ? (
          <p role="alert" className="basis-full text-sm text-red-800">
            {form.formError}
          </p>
        ) : null}
      </form>
    </li>
  );
}
