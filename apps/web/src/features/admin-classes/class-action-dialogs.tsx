import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { type AdminClassRow, CLASS_TYPENAMES, INVALIDATE_CLASS, RELEASE_CLASS } from './admin-classes-documents.ts';

/** Confirms invalidating (cancel, refund, tell everyone) or releasing (unassign the teacher) a class. */
export function ConfirmActionDialog({
  action,
  klass,
  booked,
  onClose,
}: {
  action: 'invalidate' | 'release';
  klass: AdminClassRow;
  booked: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminClasses');
  const errorText = useErrorText();
  const [{ fetching: invalidating }, invalidate] = useMutation(INVALIDATE_CLASS);
  const [{ fetching: releasing }, release] = useMutation(RELEASE_CLASS);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    const context = { ...CLASS_TYPENAMES, notifyErrors: false };
    const result =
      action === 'invalidate' ? await invalidate({ classUid: klass.uid }, context) : await release({ classUid: klass.uid }, context);
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    notify('success', t(`${action}.done`));
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`${action}.title`)}
      description={
        <>
          <p>{t(`${action}.description`, { count: booked, teacher: klass.teacherName ?? '' })}</p>
          {error ? (
            <p role="alert" className="text-red-800">
              {error}
            </p>
          ) : null}
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant={action === 'invalidate' ? 'danger' : 'primary'} busy={invalidating || releasing} onClick={() => void run()}>
            {t(`${action}.submit`)}
          </Button>
        </>
      }
    />
  );
}
