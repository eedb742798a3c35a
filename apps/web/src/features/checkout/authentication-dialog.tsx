import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import type { NextAction } from './checkout-documents.ts';

interface Props {
  action: NextAction | null;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
  onClose: () => void;
}

/**
 * The confirmation step of a card that asks for authentication (3-D Secure) or of PayPal.
 * With the built-in test processor this dialog stands in for the bank's or PayPal's page:
 * approving completes the payment, declining fails it.
 */
export function AuthenticationDialog({ action, busy, onAnswer, onClose }: Props) {
  const { t } = useTranslation('store');
  if (!action) return null;
  const kind = action.type === 'paypal_approval' ? 'paypal' : 'bank';
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`authenticate.${kind}.title`)}
      description={
        <>
          {/* The step in the page's language: the server's `message` is the English of the same step. */}
          <p>{t(`authenticate.${kind}.prompt`)}</p>
          <p className="text-sm text-slate-600">{t(`authenticate.${kind}.note`)}</p>
        </>
      }
      actions={
        <>
          <Button variant="ghost" onClick={() => onAnswer(false)} disabled={busy}>
            {t(`authenticate.${kind}.decline`)}
          </Button>
          <Button onClick={() => onAnswer(true)} busy={busy}>
            {t(`authenticate.${kind}.approve`)}
          </Button>
        </>
      }
    />
  );
}
