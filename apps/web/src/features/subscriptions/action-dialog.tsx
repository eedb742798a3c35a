import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';

interface ActionDialogProps {
  title: string;
  /** The consequence, in plain words (what ends, what is charged, what is cancelled). */
  consequence: ReactNode;
  confirmLabel: string;
  onClose: () => void;
  /** Runs the action; resolves to an error text to show in the dialog, or null when done. */
  onConfirm: () => Promise<string | null>;
  children?: ReactNode;
  /** False while the form inside is incomplete. */
  canConfirm?: boolean;
}

/** Every lifecycle action asks first and says what will happen; errors stay in the dialog. */
export function ActionDialog({ title, consequence, confirmLabel, onClose, onConfirm, children, canConfirm = true }: ActionDialogProps) {
  const { t } = useTranslation('membership');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const failure = await onConfirm();
    setBusy(false);
    if (failure) setError(failure);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={consequence}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('dialog.keep')}
          </Button>
          <Button onClick={() => void confirm()} busy={busy} disabled={!canConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children || error ? (
        <div className="flex flex-col gap-4">
          {children}
          {error ? <Alert>{error}</Alert> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
