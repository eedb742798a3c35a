import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../shared/forms/use-form.ts';
import { uploadForm } from '../../../shared/http/upload-form.ts';
import { notify } from '../../../shared/notifications/notification-store.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { ACCOUNT_TYPENAMES, type AccountDetails, REMOVE_AVATAR } from './account-documents.ts';
import { Section } from './section.tsx';

/** The server's limit (000 §5, as for teachers); it also checks the bytes and resizes to 512 px. */
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export function PhotoSection({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('settings');
  const [confirming, setConfirming] = useState(false);
  const [photoUrl, setPhotoUrl] = useState(account.photoUrl);
  useEffect(() => setPhotoUrl(account.photoUrl), [account.photoUrl]);
  const [removal, remove] = useMutation(REMOVE_AVATAR);
  // The chosen file is the form's value (decision 030): its size is checked here, its content by the server.
  const form = useForm(
    { newPhoto: null as File | null },
    {
      validate: ({ newPhoto }) => ({ newPhoto: newPhoto && newPhoto.size > MAX_PHOTO_BYTES ? t('account.photo.tooLarge') : undefined }),
      fieldAliases: { file: 'newPhoto' },
    },
  );
  const upload = form.handleSubmit(async ({ newPhoto }) => {
    if (!newPhoto) return;
    const body = new FormData();
    body.append('newPhoto', newPhoto);
    const saved = await uploadForm<AccountDetails>('/api/users/profile/photo', body);
    setPhotoUrl(saved.photoUrl);
    form.setValues({ newPhoto: null });
    notify('success', t('account.photo.saved'));
  });
  const { newPhoto } = form.values;
  const { formRef } = form;
  useEffect(() => {
    if (newPhoto) formRef.current?.requestSubmit();
  }, [newPhoto, formRef]);
  const error = form.errors.newPhoto ?? form.formError;

  return (
    <Section id="photo" title={t('account.photo.title')} intro={t('account.photo.intro')}>
      <div className="flex flex-wrap items-center gap-4">
        {photoUrl ? (
          <img src={photoUrl} alt={t('account.photo.alt')} className="size-24 rounded-full object-cover" data-testid="photo-image" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-24 items-center justify-center rounded-full bg-brand-700 text-3xl font-bold text-white"
          >
            {account.firstName.slice(0, 1).toUpperCase()}
          </span>
        )}
        <form ref={form.formRef} onSubmit={upload} noValidate className="flex flex-wrap items-center gap-2">
          <label className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 focus-within:outline-2 focus-within:outline-brand-700 hover:bg-brand-50">
            {form.submitting ? t('account.photo.uploading') : photoUrl ? t('account.photo.change') : t('account.photo.upload')}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={form.submitting}
              data-testid="photo-input"
              onChange={(event) => {
                form.setField('newPhoto', event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
          </label>
          {photoUrl ? (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              {t('account.photo.remove')}
            </Button>
          ) : null}
        </form>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('account.photo.rules')}</p>
      {error ? (
        <div className="mt-3">
          <Alert>{error}</Alert>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('account.photo.removeTitle')}
        description={<p>{t('account.photo.removeText')}</p>}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('account.cancel')}
            </Button>
            <Button
              busy={removal.fetching}
              onClick={async () => {
                const result = await remove({}, ACCOUNT_TYPENAMES);
                if (result.data) {
                  setPhotoUrl(null);
                  form.setErrors({});
                  form.setFormError(null);
                }
                setConfirming(false);
              }}
            >
              {t('account.photo.remove')}
            </Button>
          </>
        }
      />
    </Section>
  );
}
