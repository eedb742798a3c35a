import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { CLASS_LOG_TYPENAMES, REPORT_NO_SHOW } from './class-log-documents.ts';
import { useErrorText } from '../../shared/errors/error-text.ts';

/** Confirms a no-show (000 §5: only after waiting 15 minutes); every student is logged as missed. */
export function NoShowDialog({ classUid, open, onClose }: { classUid: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('teacherLogs');
  const errorText = useErrorText();
  const [{ fetching, error }, report] = useMutation(REPORT_NO_SHOW);
  const confirm = async () => {
    const result = await report({ classUid }, { ...CLASS_LOG_TYPENAMES, notifyErrors: false });
    if (!result.error) {
      notify('success', t('saved.noStudents'));
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('noShow.title')}
      description={
        <>
          <p>{t('noShow.body')}</p>
          <p>{t('noShow.pay')}</p>
        </>
      }
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('actions.back')}
          </Button>
          <Button onClick={confirm} busy={fetching}>
            {t('noShow.confirm')}
          </Button>
        </>
      }
    >
      {error ? <Alert>{errorText(error, t('errors.notSaved'))}</Alert> : null}
    </Dialog>
  );
}
