import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { ACCOUNT_TYPENAMES, CERTIFICATES, type Certificate, REMOVE_CERTIFICATE } from '../account-documents.ts';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { uploadFile, useSubmitWhenChosen } from '../file-form.ts';
import { formatBytes, MAX_CERTIFICATE_BYTES } from '../uploads.ts';
import { useErrorText } from '../../../shared/errors/error-text.ts';

/** Certification (000 §5): qualification certificates as PDFs of at most 4 MB, removable. */
export function CertificationPage() {
  const { t } = useTranslation('teacherAccount');
  const errorText = useErrorText();
  const locale = useLocale();
  const viewer = useViewerTime();
  const query = useDataQuery({ query: CERTIFICATES, context: ACCOUNT_TYPENAMES });
  const [removing, setRemoving] = useState<Certificate | null>(null);
  const [removal, remove] = useMutation(REMOVE_CERTIFICATE);
  const reload = () => query.retry();

  // The one form mechanism (decision 030): the chosen file is the form's value. The same rules as
  // the server, checked first so nobody waits for a 4 MB upload to fail; the server's `file`
  // errors land on it like any field's. The file is sent as soon as it is chosen.
  const form = useForm(
    { file: null as File | null },
    {
      validate: ({ file }) => ({
        file: !file
          ? undefined
          : file.size > MAX_CERTIFICATE_BYTES
            ? t('certification.tooLarge')
            : file.type && file.type !== 'application/pdf'
              ? t('certification.pdfOnly')
              : undefined,
      }),
      formErrorOf: (failure) => errorText(failure, t('uploadFailed')),
    },
  );
  const error = form.errors.file ?? form.formError;
  const busy = form.submitting;

  const upload = form.handleSubmit(async ({ file }) => {
    if (!file) return;
    await uploadFile('/api/teacher/certificates', file);
    notify('success', t('certification.uploaded'));
    reload();
  });

  useSubmitWhenChosen(form);

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-700">{t('certification.intro')}</p>
      <form ref={form.formRef} onSubmit={upload} noValidate className="flex flex-col gap-2">
        <label className="inline-flex min-h-11 w-fit cursor-pointer items-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700">
          {busy ? t('uploading') : t('certification.upload')}
          <input
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            aria-describedby="certificate-rules"
            disabled={busy}
            onChange={(event) => {
              form.setField('file', event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </label>
        <p id="certificate-rules" className="text-sm text-slate-600">
          {t('certification.rules')}
        </p>
      </form>
      {error ? <Alert>{error}</Alert> : null}
      <QueryState query={query} skeleton={<Skeleton lines={4} barClassName="h-11" className="gap-4" />}>
        {(data) =>
          data.teacherAccount.certificates.length === 0 ? (
            <p className="text-slate-700">{t('certification.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {data.teacherAccount.certificates.map((certificate) => (
                <li key={certificate.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <a href={certificate.url} target="_blank" rel="noreferrer" className="font-medium break-all text-brand-800 underline">
                      {certificate.fileName}
                    </a>
                    <p className="text-sm text-slate-600">
                      {formatBytes(certificate.sizeBytes, locale)} ·{' '}
                      {t('certification.uploadedOn', { date: viewer.dateTime(certificate.uploadedAt, { dateOnly: true }) })}
                    </p>
                  </div>
                  <Button variant="secondary" onClick={() => setRemoving(certificate)}>
                    {t('certification.remove', { name: certificate.fileName })}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('certification.removeTitle')}
        description={<p>{t('certification.removeText', { name: removing?.fileName ?? '' })}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('cancel')}
            </Button>
            <Button
              busy={removal.fetching}
              onClick={async () => {
                if (!removing) return;
                const done = await remove({ id: removing.id }, ACCOUNT_TYPENAMES);
                setRemoving(null);
                if (!done.error) notify('success', t('certification.removed'));
                reload();
              }}
            >
              {t('certification.removeConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
