import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { ADMIN_CLASSES, ADMIN_TEACHERS, ADMIN_TYPENAMES, ASSIGN_TEACHER, type AdminClass } from './back-office-documents.ts';
import { errorCodeOf, useErrorText } from '../../shared/errors/error-text.ts';

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
  const [{ data, fetching, error }] = useQuery({ query: ADMIN_CLASSES, variables: { ...range, unstaffedOnly } });
  const classes = data?.adminClasses;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('classes.title')}</PageTitle>
      <p className="text-slate-700">{t('classes.intro')}</p>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" checked={unstaffedOnly} onChange={(event) => setUnstaffedOnly(event.target.checked)} />
        {t('classes.unstaffedOnly')}
      </label>
      {error ? <Alert>{t('loadFailed')}</Alert> : null}
      {fetching && !classes ? <PageSpinner /> : null}
      {classes && classes.length === 0 ? <p className="text-slate-700">{t('classes.empty')}</p> : null}
      {classes && classes.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {classes.map((c) => (
            <ClassRow key={c.uid} klass={c} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ClassRow({ klass }: { klass: AdminClass }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const viewer = useViewerTime();
  const [{ data }] = useQuery({ query: ADMIN_TEACHERS, variables: { sectionId: klass.sectionId } });
  const [{ fetching }, assign] = useMutation(ASSIGN_TEACHER);
  const [teacherId, setTeacherId] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A refusal by the teaching rules can be overridden, explicitly and with a reason (logged).
  const [refused, setRefused] = useState(false);
  const [override, setOverride] = useState(false);
  const [replace, setReplace] = useState(false);
  const [reason, setReason] = useState('');
  const teachers = data?.adminTeachers ?? [];
  const current = teachers.find((teacher) => teacher.id === klass.teacherId);
  const selectId = `teacher-${klass.uid}`;

  const submit = async () => {
    if (!teacherId) return setError(t('classes.chooseTeacher'));
    if (override && !reason.trim()) return setError(t('classes.reasonRequired'));
    setError(null);
    const result = await assign(
      { classUid: klass.uid, teacherId, replaceCurrentTeacher: replace, override, reason: reason.trim() || null },
      { ...ADMIN_TYPENAMES, notifyErrors: false },
    );
    if (result.error) {
      const code = errorCodeOf(result.error);
      if (code && code !== 'validation_failed' && code !== 'class_already_taken') setRefused(true);
      return setError(errorText(result.error));
    }
    setRefused(false);
    setOverride(false);
    setReplace(false);
    setReason('');
    notify('success', t('classes.assigned'));
  };

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
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
            {t('classes.teacherLabel')}
          </label>
          <select
            id={selectId}
            value={teacherId}
            onChange={(event) => setTeacherId(event.target.value)}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-3"
          >
            <option value="">{t('classes.chooseTeacher')}</option>
            {teachers.map((teacher) => (
              <option key={teacher.id} value={teacher.id}>{`${teacher.firstName} ${teacher.lastName}`}</option>
            ))}
          </select>
        </div>
        <Button busy={fetching} onClick={submit}>
          {t('classes.assign')}
        </Button>
        {klass.teacherId ? (
          <div className="basis-full">
            <Checkbox label={t('classes.replace')} checked={replace} onCheckedChange={setReplace} />
          </div>
        ) : null}
        {refused || override ? (
          <div className="flex basis-full flex-col gap-2">
            <Checkbox label={t('classes.override')} checked={override} onCheckedChange={setOverride} />
            {override ? (
              <TextField
                label={t('classes.reason')}
                hint={t('classes.reasonHint')}
                value={reason}
                onValueChange={setReason}
                maxLength={500}
              />
            ) : null}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="basis-full text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
