import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeConfig } from '../../shared/config/runtime-config.ts';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { ADMIN_ACCOUNTS, ADMIN_TYPENAMES } from './admin-admins-documents.ts';
import { AdminsTable } from './admins-table.tsx';
import { NewAdminDialog } from './new-admin-dialog.tsx';
import { TestAdminDialog } from './test-admin-dialog.tsx';

/**
 * The school's admins (decision 105): who they are, their role, when they last signed in. Full
 * admins invite admins, change roles and take rights away; support admins read the list only
 * and are told why with the spec's rights message. The test admin of 001 §6 is offered outside
 * production only (the server refuses it there too).
 */
export function AdminsScreen() {
  const { t } = useTranslation('adminAdmins');
  const [dialog, setDialog] = useState<'new' | 'test' | null>(null);
  const query = useDataQuery({ query: ADMIN_ACCOUNTS, context: ADMIN_TYPENAMES }, (data) => data.adminAccounts.length === 0);
  const role = 'data' in query.state ? query.state.data.adminMyRole : null;
  const manages = role === 'full';
  const testAdmins = runtimeConfig().env !== 'production';

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('title')}</PageTitle>
      <p className="text-slate-700">{t('lead')}</p>
      {role === 'support' ? (
        <Alert tone="info">
          <span className="font-semibold">{t('errors:position_change_forbidden')}</span> {t('readOnly')}
        </Alert>
      ) : null}
      {manages ? (
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => setDialog('new')}>{t('create.button')}</Button>
          {testAdmins ? (
            <Button variant="secondary" onClick={() => setDialog('test')}>
              {t('testAdmin.button')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={5} barClassName="h-10" className="gap-2" />}
        empty={<p className="text-slate-700">{t('empty')}</p>}
      >
        {({ adminAccounts }) => <AdminsTable admins={adminAccounts} manages={manages} />}
      </QueryState>
      {dialog === 'new' ? <NewAdminDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'test' ? <TestAdminDialog onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
