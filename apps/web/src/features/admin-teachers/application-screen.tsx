import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { adminTeacherPaths } from '../../shared/routing/admin-teacher-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { TimeZoneField } from '../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import {
  ACCEPT_APPLICATION,
  APPLICATION,
  type Application,
  MARK_REVIEWED,
  REJECT_APPLICATION,
  TEACHER_TYPENAMES,
} from './admin-teachers-documents.ts';
import { DecisionDialog } from './decision-dialog.tsx';

/** One application: everything the applicant sent, the files, and the decision (accept -> invitation, reject -> e-mail). */
export function ApplicationScreen() {
  const { t } = useTranslation('adminTeachers');
  const locale = useLocale();
  const { applicationId = '' } = useParams();
  const query = useDataQuery({ query: APPLICATION, variables: { id: applicationId } });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <Link
        to={buildPath(adminTeacherPaths.applications, { locale })}
        className="self-start text-sm font-semibold text-brand-800 underline"
      >
        {t('applications.back')}
      </Link>
      <QueryState query={query} main skeleton={<Skeleton lines={6} barClassName="h-16" className="gap-3" />}>
        {({ teacherApplication }) => <ApplicationReview application={teacherApplication} />}
      </QueryState>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-100 py-2 smw:flex-row smw:gap-4">
      <dt className="w-52 shrink-0 font-medium text-slate-800">{label}</dt>
      <dd className="break-words whitespace-pre-line text-slate-700">{children}</dd>
    </div>
  );
}

function ApplicationReview({ application }: { application: Application }) {
  const { t } = useTranslation('adminTeachers');
  const viewer = useViewerTime();
  const locale = useLocale();
  const [deciding, setDeciding] = useState<'accept' | 'reject' | null>(null);
  const [timezone, setTimezone] = useState('Europe/Berlin');
  const [{ fetching: marking }, markReviewed] = useMutation(MARK_REVIEWED);
  const [, accept] = useMutation(ACCEPT_APPLICATION);
  const [, reject] = useMutation(REJECT_APPLICATION);
  const name = `${application.firstName} ${application.lastName}`.trim();
  const open = application.status === 'new' || application.status === 'reviewed';
  return (
    <>
      <div className="flex flex-col gap-2">
        <PageTitle>{name}</PageTitle>
        <p className="flex flex-wrap items-center gap-2 text-slate-700">
          {t('applications.reference', { reference: application.reference })}
          <Badge>{t(`applications.status.${application.status}`)}</Badge>
        </p>
      </div>
      <Card>
        <dl>
          <Row label={t('applications.email')}>{application.email}</Row>
          <Row label={t('applications.phone')}>{application.phone}</Row>
          <Row label={t('applications.country')}>{application.countryOfResidence}</Row>
          <Row label={t('applications.language')}>{application.languageToTeach}</Row>
          <Row label={t('applications.experience')}>{application.teachingExperience}</Row>
          <Row label={t('applications.spoken')}>{application.spokenLanguages.map((l) => `${l.language} (${l.fluency})`).join(', ')}</Row>
          <Row label={t('applications.heardFrom')}>{[application.heardFrom, application.heardFromWebsite].filter(Boolean).join(' · ')}</Row>
          {application.linkedinUrl ? <Row label={t('applications.linkedin')}>{application.linkedinUrl}</Row> : null}
          {application.referrerName || application.referrerEmail ? (
            <Row label={t('applications.referrer')}>
              {[application.referrerName, application.referrerEmail].filter(Boolean).join(' · ')}
            </Row>
          ) : null}
          <Row label={t('applications.about')}>{application.aboutMe}</Row>
          <Row label={t('applications.motivation')}>{application.motivation}</Row>
          <Row label={t('applications.locale')}>{application.locale}</Row>
          <Row label={t('applications.files')}>
            <ul className="flex flex-col gap-1">
              {application.files.map((file) => (
                <li key={file.id}>
                  <a className="font-semibold text-brand-800 underline" href={file.url} target="_blank" rel="noreferrer">
                    {t('applications.file', { kind: file.kind, name: file.fileName, size: Math.ceil(file.sizeBytes / 1024) })}
                  </a>
                </li>
              ))}
            </ul>
          </Row>
        </dl>
      </Card>
      {open ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDeciding('accept')}>{t('applications.accept')}</Button>
          <Button variant="secondary" onClick={() => setDeciding('reject')}>
            {t('applications.reject')}
          </Button>
          {application.status === 'new' ? (
            <Button
              variant="ghost"
              busy={marking}
              onClick={async () => {
                const result = await markReviewed({ id: application.id }, { ...TEACHER_TYPENAMES, notifyErrors: true });
                if (!result.error) notify('success', t('applications.reviewed'));
              }}
            >
              {t('applications.markReviewed')}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-slate-700">
          {application.decidedAt ? t('applications.decided', { date: viewer.dateTime(application.decidedAt) }) : null}{' '}
          {application.decisionNote ? t('appeals.noteWas', { note: application.decisionNote }) : null}{' '}
          {application.teacherId ? (
            <Link
              className="font-semibold text-brand-800 underline"
              to={buildPath(adminTeacherPaths.teacher, { locale, teacherId: application.teacherId })}
            >
              {t('applications.openTeacher')}
            </Link>
          ) : null}
        </p>
      )}
      {deciding === 'accept' ? (
        <DecisionDialog
          title={t('applications.acceptTitle', { name })}
          description={t('applications.acceptBody', { email: application.email })}
          confirm={t('applications.accept')}
          onClose={() => setDeciding(null)}
          decide={async (note) => {
            const result = await accept({ id: application.id, timezone, note }, TEACHER_TYPENAMES);
            if (!result.error) notify('success', t('applications.accepted'));
            return result;
          }}
        >
          <TimeZoneField label={t('applications.timezone')} value={timezone} onValueChange={setTimezone} />
        </DecisionDialog>
      ) : null}
      {deciding === 'reject' ? (
        <DecisionDialog
          title={t('applications.rejectTitle', { name })}
          description={t('applications.rejectBody', { email: application.email })}
          confirm={t('applications.reject')}
          onClose={() => setDeciding(null)}
          decide={async (note) => {
            const result = await reject({ id: application.id, note }, TEACHER_TYPENAMES);
            if (!result.error) notify('success', t('applications.rejectedDone'));
            return result;
          }}
        />
      ) : null}
    </>
  );
}
