import { MAX_SUPPORT_ATTACHMENT_BYTES, SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_TOPICS } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { useErrorText } from '../../../shared/errors/error-text.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { uploadForm } from '../../../shared/http/upload-form.ts';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { FileField, SelectField, TextAreaField } from '../../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { REQUEST_DATA_EXPORT } from './support-documents.ts';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';
const ATTACHMENT_TYPES = 'image/jpeg,image/png,image/webp,application/pdf,.pdf';

/**
 * account/settings/support (issue 14): write to the school (the ticket carries the student ID
 * and recent classes), find the FAQ and help, take a copy of your data, or close the account.
 */
export function SupportScreen() {
  const { t } = useTranslation('settings');
  const { locale } = useViewerTime();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('support.title')}</PageTitle>
      <Card className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{t('support.helpHeading')}</h2>
        <p className="text-slate-800">{t('support.helpText')}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <a href={`/${locale}/faq`} className={linkClass}>
              {t('support.faq')}
            </a>
          </li>
          <li>
            <a href={`/${locale}/help`} className={linkClass}>
              {t('support.help')}
            </a>
          </li>
        </ul>
      </Card>
      <ContactForm />
      <DataExport />
      <Card className="flex flex-col items-start gap-2">
        <h2 className="text-xl font-semibold text-slate-900">{t('support.closeHeading')}</h2>
        <p className="text-slate-800">{t('support.closeText')}</p>
        <Link to={buildPath(studentPaths.closeAccount, { locale })} className={linkClass}>
          {t('support.closeLink')}
        </Link>
      </Card>
    </div>
  );
}

interface ContactValues {
  topic: string;
  message: string;
  attachment: File | null;
}

function ContactForm() {
  const { t } = useTranslation('settings');
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<ContactValues>(
    { topic: '', message: '', attachment: null },
    {
      schema: () => import('./support-schemas.ts').then((m) => m.supportTicketInput),
      toInput: (v) => ({ topic: v.topic, message: v.message }),
      validate: (v) => ({
        attachment: v.attachment && v.attachment.size > MAX_SUPPORT_ATTACHMENT_BYTES ? t('support.attachmentTooLarge') : undefined,
      }),
    },
  );
  const { values, errors } = form;
  const submit = form.handleSubmit(async (v) => {
    const body = new FormData();
    body.append('topic', v.topic);
    body.append('message', v.message);
    if (v.attachment) body.append('attachment', v.attachment);
    const result = await uploadForm<{ reference: string }>('/api/support/tickets', body);
    setSent(result.reference);
    form.setValues({ topic: '', message: '', attachment: null });
  });
  return (
    <Card>
      <form ref={form.formRef} onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby="contact-heading">
        <div className="flex flex-col gap-1">
          <h2 id="contact-heading" className="text-xl font-semibold text-slate-900">
            {t('support.contactHeading')}
          </h2>
          <p className="text-slate-700">{t('support.contactText')}</p>
        </div>
        {sent ? <Alert tone="success">{t('support.sent', { reference: sent })}</Alert> : null}
        {form.formError ? <Alert>{form.formError}</Alert> : null}
        <SelectField
          label={t('support.topic')}
          name="topic"
          required
          placeholder={t('support.chooseTopic')}
          value={values.topic}
          onValueChange={(v) => form.setField('topic', v)}
          options={SUPPORT_TOPICS.map((topic) => ({ value: topic, label: t(`support.topics.${topic}`) }))}
          error={errors.topic}
        />
        <TextAreaField
          label={t('support.message')}
          hint={t('support.messageHint')}
          name="message"
          required
          rows={6}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          value={values.message}
          onValueChange={(v) => form.setField('message', v)}
          error={errors.message}
        />
        <FileField
          label={t('support.attachment')}
          hint={t('support.attachmentHint')}
          accept={ATTACHMENT_TYPES}
          files={values.attachment ? [values.attachment] : []}
          onFilesChange={(files) => form.setField('attachment', files[0] ?? null)}
          error={errors.attachment}
        />
        <Button type="submit" busy={form.submitting} className="self-start">
          {t('support.send')}
        </Button>
      </form>
    </Card>
  );
}

function DataExport() {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [state, executeMutation] = useMutation(REQUEST_DATA_EXPORT);
  const [result, setResult] = useState<{ sentTo: string } | { error: string } | null>(null);
  const request = async () => {
    const response = await executeMutation({});
    setResult(response.data ? { sentTo: response.data.requestDataExport.sentTo } : { error: errorText(response.error) });
  };
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 className="text-xl font-semibold text-slate-900">{t('support.exportHeading')}</h2>
      <p className="text-slate-800">{t('support.exportText')}</p>
      {result && 'sentTo' in result ? <Alert tone="success">{t('support.exportSent', { email: result.sentTo })}</Alert> : null}
      {result && 'error' in result ? <Alert>{result.error}</Alert> : null}
      <Button variant="secondary" busy={state.fetching} onClick={() => void request()}>
        {t('support.exportButton')}
      </Button>
    </Card>
  );
}
