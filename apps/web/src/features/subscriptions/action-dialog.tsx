import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';

interface ActionDialogProps {
  title: string;
  /** The consequence, in plain words (what ends, what is charged, what is cancelled). */
  consequence: ReactNode;
  /** The server's numbers for it (ConsequenceList from useActionPreview). */
  preview?: ReactNode;
  confirmLabel: string;
  onClose: () => void;
  /** Runs the action; resolves to an error text to show in the dialog, or null when done. */
  onConfirm: () => Promise<string | null>;
  children?: ReactNode;
  /** False while the form inside is incomplete. */
  canConfirm?: boolean;
  /**
   * The action loses something that does not come back (credits, classes, the plan): the safe
   * choice (keep) is the primary button and the action an outlined red one.
   */
  risky?: boolean;
  /** The label of the safe choice; "Go back" unless the dialog names what is kept. */
  keepLabel?: string;
  /** Safer ways to the same end (pause instead of cancel, ...), shown above the buttons. */
  alternatives?: ReactNode;
}

/** Every lifecycle action asks first and says what will happen; errors stay in the dialog. */
export function ActionDialog({
  title,
  consequence,
  preview,
  confirmLabel,
  onClose,
  onConfirm,
  children,
  canConfirm = true,
  risky = false,
  keepLabel,
  alternatives,
}: ActionDialogProps) {
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
  const keep = (
    <Button key="keep" variant={risky ? 'primary' : 'ghost'} onClick={onClose} disabled={busy}>
      {keepLabel ?? t('dialog.keep')}
    </Button>
  );
  const act = (
    <Button key="act" variant={risky ? 'danger' : 'primary'} onClick={() => void confirm()} busy={busy} disabled={!canConfirm}>
      {confirmLabel}
    </Button>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={
        <>
          {consequence}
          {preview}
        </>
      }
      actions={risky ? [act, keep] : [keep, act]}
    >
      {children || error || alternatives ? (
        <div className="flex flex-col gap-4">
          {children}
          {alternatives}
          {error ? <Alert>{error}</Alert> : null}
        </div>
      ) : null}
    </Dialog>
  );
}
