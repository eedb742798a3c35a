import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { notify } from '../../shared/notifications/notification-store.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { ADMIN_TYPENAMES, type AdminAccount, REMOVE_ADMIN, RESEND_ADMIN_INVITATION, SET_ADMIN_ROLE } from './admin-admins-documents.ts';

export type AdminChange = 'role' | 'remove' | 'resend';

/**
 * Every change to another admin is confirmed, and the dialog says what follows: a role change
 * takes effect at their next action, a removal ends their back-office sessions at once. The
 * server's refusals (own rights, the last full admin) are shown in the dialog.
 */
export function AdminChangeDialog({ admin, kind, onClose }: { admin: AdminAccount; kind: AdminChange; onClose: () => void }) {
  const { t } = useTranslation('adminAdmins');
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [role, setRole] = useMutation(SET_ADMIN_ROLE);
  const [removal, remove] = useMutation(REMOVE_ADMIN);
  const [resending, resend] = useMutation(RESEND_ADMIN_INVITATION);
  const name = `${admin.firstName} ${admin.lastName}`.trim() || admin.email;
  const nextRole = admin.role === 'full' ? 'support' : 'full';
  const context = { ...ADMIN_TYPENAMES, notifyErrors: false };

  const confirm = async () => {
    setError(null);
    const result =
      kind === 'role'
        ? await setRole({ userId: admin.id, role: nextRole }, context)
        : kind === 'remove'
          ? await remove({ userId: admin.id }, context)
          : await resend({ userId: admin.id }, context);
    if (result.error) {
      setError(errorText(result.error));
      return;
    }
    notify('success', t(`${kind === 'role' ? `changeRole.done.${nextRole}` : `${kind}.done`}`, { name }));
    onClose();
  };

  const copy =
    kind === 'role'
      ? {
          title: t('changeRole.title', { name }),
          body: t(`changeRole.description.${nextRole}`, { name }),
          action: t(`changeRole.confirm.${nextRole}`),
        }
      : kind === 'remove'
        ? { title: t('remove.title', { name }), body: t('remove.description', { name }), action: t('remove.confirm') }
        : { title: t('resend.title', { name }), body: t('resend.description', { email: admin.email }), action: t('resend.confirm') };

  return (
    <Dialog
      open
      onClose={onClose}
      title={copy.title}
      description={<p>{copy.body}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            variant={kind === 'remove' ? 'danger' : 'primary'}
            busy={role.fetching || removal.fetching || resending.fetching}
            onClick={() => void confirm()}
          >
            {copy.action}
          </Button>
        </>
      }
    >
      {error ? <Alert>{error}</Alert> : null}
    </Dialog>
  );
}
