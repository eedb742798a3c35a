import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { useForm } from '../../shared/forms/use-form.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { SelectField, TextAreaField } from '../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { CreditsDialog, ConfirmDialog } from './student-dialogs.tsx';
import {
  ADD_NOTE,
  ADMIN_STUDENT,
  type AdminStudentClass,
  type AdminStudentDetail,
  CANCEL_STUDENT_CLASS,
  CHANGE_MODULE,
  CLOSE_ACCOUNT,
  IMPERSONATE,
  SEND_RESET,
  STUDENT_TYPENAMES,
} from './student-documents.ts';

type Pending =
  | { kind: 'grant' | 'remove' }
  | { kind: 'cancel'; appointment: AdminStudentClass; refund: boolean }
  | { kind: 'module'; moduleId: string }
  | { kind: 'reset' | 'close' | 'impersonate' };

/** A student's back-office page (decision 098): profile, plans, purchases, credits, classes, practice, notes, actions. */
export function StudentScreen() {
  const { t } = useTranslation('adminStudents');
  const id = useParams().id ?? '';
  const locale = useLocale();
  const query = useDataQuery({ query: ADMIN_STUDENT, variables: { id }, context: STUDENT_TYPENAMES });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <p>
        <Link className="text-sm text-blue-800 underline" to={`/${locale}/students`}>
          {t('back')}
        </Link>
      </p>
      <QueryState query={query} main skeleton={<Skeleton lines={12} barClassName="h-8" className="gap-2" />}>
        {(data) => <StudentPage student={data.adminStudent} modules={data.adminModules} role={data.adminMyRole} />}
      </QueryState>
    </div>
  );
}

function StudentPage({
  student,
  modules,
  role,
}: {
  student: AdminStudentDetail;
  modules: { id: string; name: string; code: string; sectionName: string }[];
  role: string;
}) {
  const { t } = useTranslation('adminStudents');
  const viewer = useViewerTime();
  const errorText = useErrorText();
  const [pending, setPending] = useState<Pending | null>(null);
  const [moduleId, setModuleId] = useState(student.moduleId ?? '');
  const [, cancelClass] = useMutation(CANCEL_STUDENT_CLASS);
  const [, changeModule] = useMutation(CHANGE_MODULE);
  const [, sendReset] = useMutation(SEND_RESET);
  const [, closeAccount] = useMutation(CLOSE_ACCOUNT);
  const [, impersonate] = useMutation(IMPERSONATE);
  const name = `${student.firstName} ${student.lastName}`.trim() || student.email;
  const full = role === 'full';

  /** Runs a confirmed action; a refusal stays in the dialog, success closes it with a notice. */
  const run = async (): Promise<string | null> => {
    if (!pending) return null;
    const context = { ...STUDENT_TYPENAMES, notifyErrors: false };
    let result: { error?: unknown; data?: unknown };
    if (pending.kind === 'cancel') {
      result = await cancelClass({ appointmentId: pending.appointment.appointmentId, refund: pending.refund }, context);
    } else if (pending.kind === 'module') {
      result = await changeModule({ studentId: student.id, moduleId: pending.moduleId }, context);
    } else if (pending.kind === 'reset') {
      result = await sendReset({ studentId: student.id }, context);
    } else if (pending.kind === 'close') {
      result = await closeAccount({ studentId: student.id, reason: 'other' }, context);
    } else if (pending.kind === 'impersonate') {
      const started = await impersonate({ userId: student.id }, context);
      const target = started.data?.adminImpersonate.redirectTo;
      if (target) {
        window.location.assign(target);
        return null;
      }
      result = started;
    } else {
      return null;
    }
    if (result.error) return errorText(result.error);
    notify('success', t(`done.${pending.kind}`, { name }));
    setPending(null);
    return null;
  };

  return (
    <>
      <PageTitle>{name}</PageTitle>
      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{t('profile.title')}</h2>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm smw:grid-cols-2">
          <Fact label={t('profile.email')} value={student.email} />
          <Fact label={t('profile.studentId')} value={student.studentId ?? '—'} />
          <Fact label={t('profile.since')} value={viewer.dateTime(student.createdAt, { dateOnly: true })} />
          <Fact label={t('profile.timezone')} value={student.timezone} />
          <Fact label={t('profile.position')} value={[student.sectionName, student.moduleName].filter(Boolean).join(' · ') || '—'} />
          <Fact
            label={t('profile.credits')}
            value={t('profile.creditsValue', { group: student.credits.groupCredits, private: student.credits.privateCredits })}
          />
          {student.closedAt ? <Fact label={t('profile.closed')} value={viewer.dateTime(student.closedAt, { dateOnly: true })} /> : null}
        </dl>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button onClick={() => setPending({ kind: 'grant' })}>{t('actions.grant')}</Button>
          <Button variant="secondary" onClick={() => setPending({ kind: 'remove' })}>
            {t('actions.remove')}
          </Button>
          <Button variant="secondary" onClick={() => setPending({ kind: 'reset' })}>
            {t('actions.reset')}
          </Button>
          <Button variant="secondary" disabled={Boolean(student.closedAt)} onClick={() => setPending({ kind: 'impersonate' })}>
            {t('actions.impersonate')}
          </Button>
          {full ? (
            <Button variant="secondary" disabled={Boolean(student.closedAt)} onClick={() => setPending({ kind: 'close' })}>
              {t('actions.close')}
            </Button>
          ) : null}
        </div>
      </Card>

      <Card className="flex flex-col gap-3 p-4">
        <h2 className="text-lg font-semibold">{t('position.title')}</h2>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            className="min-w-64 flex-1"
            label={t('position.module')}
            value={moduleId}
            onValueChange={setModuleId}
            placeholder={t('position.choose')}
            options={modules.map((m) => ({ value: m.id, label: `${m.sectionName} · ${m.name} (${m.code})` }))}
          />
          <Button disabled={!moduleId || moduleId === student.moduleId} onClick={() => setPending({ kind: 'module', moduleId })}>
            {t('position.change')}
          </Button>
        </div>
      </Card>

      <ClassesTable
        title={t('classes.upcoming')}
        rows={student.upcomingClasses}
        onCancel={(appointment, refund) => setPending({ kind: 'cancel', appointment, refund })}
      />
      <ClassesTable title={t('classes.past')} rows={student.pastClasses} />

      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{t('practice.title')}</h2>
        <p className="text-sm">
          {t('practice.summary', {
            cards: student.practice.vocabularyCards,
            reviews: student.practice.reviews,
            exercises: student.practice.exercisesDone,
          })}
        </p>
      </Card>

      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{t('plans.title')}</h2>
        {student.subscriptions.length === 0 && student.purchases.length === 0 ? (
          <p className="text-sm text-slate-700">{t('plans.empty')}</p>
        ) : null}
        <ul className="flex flex-col gap-1 text-sm">
          {student.subscriptions.map((s) => (
            <li key={s.id}>
              {t('plans.subscription', { type: s.type, status: s.status, price: (s.priceCents / 100).toFixed(2), currency: s.currency })}
            </li>
          ))}
          {student.purchases.map((p) => (
            <li key={p.id}>
              {t('plans.purchase', {
                type: p.type,
                status: p.status,
                total: (p.totalCents / 100).toFixed(2),
                currency: p.currency,
                date: viewer.dateTime(p.createdAt, { dateOnly: true }),
              })}
            </li>
          ))}
        </ul>
      </Card>

      <Card className="flex flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold">{t('ledger.title')}</h2>
        {student.ledger.length === 0 ? (
          <p className="text-sm text-slate-700">{t('ledger.empty')}</p>
        ) : (
          <TableFrame label={t('ledger.title')}>
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('ledger.when')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('ledger.kind')}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t('ledger.delta')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('ledger.reason')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {student.ledger.map((row) => (
                  <tr key={row.id} className="border-b border-slate-200" data-testid="ledger-row">
                    <td className="py-2 pr-3">{viewer.dateTime(row.createdAt)}</td>
                    <td className="py-2 pr-3">{row.kind}</td>
                    <td className="py-2 pr-3 text-right tabular-nums">{row.delta > 0 ? `+${row.delta}` : row.delta}</td>
                    <td className="py-2 pr-3">{row.note ? `${row.reason}: ${row.note}` : row.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </Card>

      <Notes student={student} />

      {pending?.kind === 'grant' || pending?.kind === 'remove' ? (
        <CreditsDialog mode={pending.kind} student={student} name={name} onClose={() => setPending(null)} />
      ) : null}
      {pending && pending.kind !== 'grant' && pending.kind !== 'remove' ? (
        <ConfirmDialog
          title={t(`confirm.${pending.kind}.title`, { name })}
          body={t(`confirm.${pending.kind}.body`, {
            name,
            lesson: pending.kind === 'cancel' ? pending.appointment.lessonTitle : '',
            refund: pending.kind === 'cancel' && pending.refund ? t('confirm.cancel.withRefund') : t('confirm.cancel.withoutRefund'),
          })}
          confirm={t(`confirm.${pending.kind}.confirm`, { name })}
          onConfirm={run}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-700">{label}:</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

function ClassesTable({
  title,
  rows,
  onCancel,
}: {
  title: string;
  rows: AdminStudentClass[];
  onCancel?: (row: AdminStudentClass, refund: boolean) => void;
}) {
  const { t } = useTranslation('adminStudents');
  const viewer = useViewerTime();
  return (
    <Card className="flex flex-col gap-2 p-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t('classes.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {rows.map((row) => (
            <li key={row.appointmentId} className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 pb-2">
              <span>
                {viewer.dateTime(row.startDate)} · {row.moduleName} · {row.lessonTitle} ·{' '}
                <span className="text-slate-700">{t('classes.status', { status: row.appointmentStatus })}</span>
              </span>
              {onCancel && row.appointmentStatus === 'booked' ? (
                <span className="flex gap-2">
                  <Button variant="secondary" onClick={() => onCancel(row, true)}>
                    {t('classes.cancelRefund')}
                  </Button>
                  <Button variant="secondary" onClick={() => onCancel(row, false)}>
                    {t('classes.cancelNoRefund')}
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Notes({ student }: { student: AdminStudentDetail }) {
  const { t } = useTranslation('adminStudents');
  const viewer = useViewerTime();
  const errorText = useErrorText();
  const [, addNote] = useMutation(ADD_NOTE);
  const form = useForm(
    { text: '' },
    {
      schema: () => import('./back-office-schemas.ts').then((m) => m.adminNoteInput),
      formErrorOf: (error) => errorText(error),
    },
  );
  const submit = form.handleSubmit(async ({ text }) => {
    const result = await addNote({ studentId: student.id, text: text.trim() }, { ...STUDENT_TYPENAMES, notifyErrors: false });
    if (result.error) return result;
    form.setField('text', '');
  });
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-semibold">{t('notes.title')}</h2>
      {student.notes.length === 0 ? <p className="text-sm text-slate-700">{t('notes.empty')}</p> : null}
      <ul className="flex flex-col gap-2 text-sm">
        {student.notes.map((note) => (
          <li key={note.id} className="border-b border-slate-200 pb-2" data-testid="admin-note">
            <p className="whitespace-pre-wrap">{note.text}</p>
            <p className="text-xs text-slate-700">{t('notes.by', { name: note.authorName, date: viewer.dateTime(note.createdAt) })}</p>
          </li>
        ))}
      </ul>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-2">
        <TextAreaField
          label={t('notes.add')}
          value={form.values.text}
          onValueChange={(v) => form.setField('text', v)}
          error={form.errors.text}
        />
        {form.formError ? (
          <p role="alert" className="text-sm text-red-800">
            {form.formError}
          </p>
        ) : null}
        <div>
          <Button type="submit" busy={form.submitting}>
            {t('notes.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
