import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import {
  ALL_AGREEMENTS,
  ACCOUNT_TYPENAMES,
  REMOVE_PHOTO,
  TEACHER_ACCOUNT,
  type TeacherAccount,
  UPDATE_ACCOUNT,
} from '../account-documents.ts';
import { SectionHeading } from '../fields.tsx';
import { dataOf } from '../../../shared/data/data-state.ts';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { uploadFile, useSubmitWhenChosen } from '../file-form.ts';
import { MAX_PHOTO_BYTES } from '../uploads.ts';

/** Account page: name, e-mail (read only), photo, phone, and the agreements the teacher accepted. */
export function AccountPage() {
  const query = useDataQuery({ query: TEACHER_ACCOUNT, context: ACCOUNT_TYPENAMES });
  return (
    <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-11" className="gap-4" />}>
      {(data) => (
        <div className="flex flex-col gap-10">
          <AccountForm account={data.teacherAccount} />
          <PhotoSection account={data.teacherAccount} onChanged={() => query.retry()} />
          <AcceptedAgreements />
        </div>
      )}
    </QueryState>
  );
}

/** The photo on its own, for the teacher's onboarding (the area composes it into the profile step). */
export function PhotoPanel() {
  const query = useDataQuery({ query: TEACHER_ACCOUNT, context: ACCOUNT_TYPENAMES });
  return (
    <QueryState query={query} skeleton={<Skeleton lines={2} barClassName="h-11" className="gap-4" />}>
      {(data) => <PhotoSection account={data.teacherAccount} onChanged={() => query.retry()} />}
    </QueryState>
  );
}

function AccountForm({ account }: { account: TeacherAccount }) {
  const { t } = useTranslation('teacherAccount');
  const [state, update] = useMutation(UPDATE_ACCOUNT);
  const form = useForm(
    { firstName: account.firstName, lastName: account.lastName, phoneNumber: account.phoneNumber ?? '' },
    { schema: () => import('../teacher-account-schemas.ts').then((m) => m.accountInput) },
  );
  const { values, errors } = form;
  const set = (name: keyof typeof values) => (value: string) => form.setField(name, value);

  const submit = form.handleSubmit(async (current) => {
    const result = await update({ input: current }, ACCOUNT_TYPENAMES);
    if (!result.error) {
      // The server stores the number in international form: show what it kept.
      form.setField('phoneNumber', result.data?.updateTeacherAccount.phoneNumber ?? '');
      notify('success', t('saved'));
    }
    return result;
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 smw:grid-cols-2">
        <TextField
          label={t('account.firstName')}
          value={values.firstName}
          onValueChange={set('firstName')}
          error={errors.firstName}
          autoComplete="given-name"
          required
        />
        <TextField
          label={t('account.lastName')}
          value={values.lastName}
          onValueChange={set('lastName')}
          error={errors.lastName}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField label={t('account.email')} value={account.email} onValueChange={() => undefined} readOnly hint={t('account.emailHint')} />
      <TextField
        label={t('account.phone')}
        type="tel"
        value={values.phoneNumber}
        onValueChange={set('phoneNumber')}
        error={errors.phoneNumber}
        hint={t('account.phoneHint')}
        autoComplete="tel"
      />
      <div>
        <Button type="submit" busy={state.fetching}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}

function PhotoSection({ account, onChanged }: { account: TeacherAccount; onChanged: () => void }) {
  const { t } = useTranslation('teacherAccount');
  const [confirming, setConfirming] = useState(false);
  const [, removePhoto] = useMutation(REMOVE_PHOTO);
  // The one form mechanism (decision 030): the chosen file is the form's value, checked by the
  // hook (size: no contract holds a File) and uploaded as soon as it is chosen; the server's
  // `file` errors land on it like any field's.
  const form = useForm(
    { file: null as File | null },
    {
      validate: ({ file }) => ({ file: file && file.size > MAX_PHOTO_BYTES ? t('account.photoTooLarge') : undefined }),
      formErrorOf: () => t('uploadFailed'),
    },
  );
  const error = form.errors.file ?? form.formError;
  const busy = form.submitting;

  const upload = form.handleSubmit(async ({ file }) => {
    if (!file) return;
    await uploadFile('/api/teacher/photo', file);
    notify('success', t('account.photoSaved'));
    onChanged();
  });

  useSubmitWhenChosen(form);

  return (
    <section aria-labelledby="photo-heading" className="flex flex-col gap-4">
      <div id="photo-heading">
        <SectionHeading title={t('account.photoTitle')} intro={t('account.photoIntro')} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {account.photo ? (
          <img src={account.photo} alt={t('account.photoAlt', { name: account.firstName })} className="size-24 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-24 items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-white"
          >
            {account.firstName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <form ref={form.formRef} onSubmit={upload} noValidate className="flex flex-col gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-within:outline-2 focus-within:outline-brand-700">
            {busy ? t('uploading') : account.photo ? t('account.changePhoto') : t('account.uploadPhoto')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={busy}
              onChange={(event) => {
                form.setField('file', event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
          </label>
          {account.photo ? (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('account.removePhoto')}
            </Button>
          ) : null}
        </form>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('account.removePhotoTitle')}
        description={<p>{t('account.removePhotoText')}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              onClick={async () => {
                await removePhoto({}, ACCOUNT_TYPENAMES);
                setConfirming(false);
                onChanged();
              }}
            >
              {t('account.removePhoto')}
            </Button>
          </>
        }
      />
    </section>
  );
}

function AcceptedAgreements() {
  const { t } = useTranslation('teacherAccount');
  const locale = useLocale();
  const viewer = useViewerTime();
  const query = useDataQuery({ query: ALL_AGREEMENTS, context: ACCOUNT_TYPENAMES });
  const data = dataOf(query.state);
  const all = data?.teacherAccount.agreements ?? [];
  const accepted = all.filter((a) => a.isAccepted).sort((a, b) => a.type.localeCompare(b.type) || b.version - a.version);
  const consents = all.filter((a) => !a.required && a.isCurrent);
  const consentState = (a: (typeof all)[number]) =>
    a.isAccepted ? t('account.consentGiven') : a.decidedAt ? t('account.consentDeclined') : t('account.consentOpen');
  return (
    <>
      <section aria-labelledby="agreements-heading" className="flex flex-col gap-3">
        <div id="agreements-heading">
          <SectionHeading title={t('account.agreementsTitle')} intro={t('account.agreementsIntro')} />
        </div>
        {data ? null : (
          <QueryState query={query} skeleton={<Skeleton lines={3} barClassName="h-11" />}>
            {() => null}
          </QueryState>
        )}
        {data && accepted.length === 0 ? <p className="text-slate-700">{t('account.noAgreements')}</p> : null}
        {accepted.length > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {accepted.map((agreement) => (
              <li key={agreement.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div>
                  <p className="font-medium text-slate-900">
                    {t(`agreementTypes.${agreement.type}`)}{' '}
                    <span className="text-sm font-normal text-slate-600">({t('terms.version', { version: agreement.version })})</span>
                  </p>
                  {agreement.acceptedAt ? (
                    <p className="text-sm text-slate-600">{t('terms.acceptedOn', { date: viewer.dateTime(agreement.acceptedAt) })}</p>
                  ) : null}
                </div>
                <Link
                  to={buildPath('/:locale/view/terms/:agreementId', { locale, agreementId: agreement.id })}
                  className="text-sm font-semibold text-brand-800 underline"
                >
                  {t('account.readAgreement', { title: t(`agreementTypes.${agreement.type}`), version: agreement.version })}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {consents.length > 0 ? (
        <section aria-labelledby="consents-heading" className="flex flex-col gap-3">
          <div id="consents-heading">
            <SectionHeading title={t('account.consentsTitle')} intro={t('account.consentsIntro')} />
          </div>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {consents.map((consent) => (
              <li key={consent.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div>
                  <p className="font-medium text-slate-900">{t(`agreementTypes.${consent.type}`)}</p>
                  <p className="text-sm text-slate-600">{consentState(consent)}</p>
                </div>
                <Link
                  to={buildPath('/:locale/terms/:agreementId', { locale, agreementId: consent.id })}
                  className="text-sm font-semibold text-brand-800 underline"
                >
                  {t('account.answerConsent', { title: t(`agreementTypes.${consent.type}`) })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
