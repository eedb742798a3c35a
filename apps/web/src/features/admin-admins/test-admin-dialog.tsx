import { ADMIN_ROLES } from '@parla/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../shared/errors/error-text.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { ADMIN_TYPENAMES, type AdminRole, CREATE_TEST_ADMIN } from './admin-admins-documents.ts';

/**
 * 001 §6 "a test-admin creation exists" (decisions 098, 105): outside production, a throwaway
 * admin for a tester's second browser. Its generated password is shown here once and never
 * again (it is stored hashed and kept out of the audit log); real admins get an invitation.
 */
export function TestAdminDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('adminAdmins');
  const errorText = useErrorText();
  const [role, setRole] = useState<AdminRole>('support');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const [{ fetching }, create] = useMutation(CREATE_TEST_ADMIN);

  const run = async () => {
    setError(null);
    const result = await create({ role }, { ...ADMIN_TYPENAMES, notifyErrors: false });
    if (result.error || !result.data) {
      setError(errorText(result.error));
      return;
    }
    const { admin, password } = result.data.adminCreateTestAdmin;
    setCreated({ email: admin.email, password });
  };

  if (created) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('testAdmin.createdTitle')}
        description={<p>{t('testAdmin.createdDescription')}</p>}
        actions={<Button onClick={onClose}>{t('testAdmin.close')}</Button>}
      >
        <dl className="grid gap-2 text-sm">
          <dt className="font-semibold text-slate-800">{t('testAdmin.email')}</dt>
          <dd className="break-all font-mono text-slate-900" data-testid="test-admin-email">
            {created.email}
          </dd>
          <dt className="font-semibold text-slate-800">{t('testAdmin.password')}</dt>
          <dd className="break-all font-mono text-slate-900" data-testid="test-admin-password">
            {created.password}
          </dd>
        </dl>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('testAdmin.title')}
      description={<p>{t('testAdmin.description')}</p>}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button busy={fetching} onClick={() => void run()}>
            {t('testAdmin.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <SelectField
          label={t('create.role')}
          value={role}
          onValueChange={(value) => setRole(value as AdminRole)}
          options={ADMIN_ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
        />
        {error ? <Alert>{error}</Alert> : null}
      </div>
    </Dialog>
  );
}
