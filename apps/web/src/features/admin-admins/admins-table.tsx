import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import type { AdminAccount } from './admin-admins-documents.ts';
import { type AdminChange, AdminChangeDialog } from './admin-change-dialog.tsx';

/** One row per admin; a full admin gets the actions on every row but their own. */
export function AdminsTable({ admins, manages }: { admins: readonly AdminAccount[]; manages: boolean }) {
  const { t } = useTranslation('adminAdmins');
  const viewer = useViewerTime();
  const [change, setChange] = useState<{ admin: AdminAccount; kind: AdminChange } | null>(null);
  const caption = t('caption', { count: admins.length });
  return (
    <>
      <TableFrame label={caption}>
        <table className="w-full min-w-[52rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-3">
                {t('column.admin')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('column.role')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('column.created')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('column.lastSignIn')}
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">{t('column.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {admins.map((admin) => {
              const name = `${admin.firstName} ${admin.lastName}`.trim() || admin.email;
              return (
                <tr key={admin.id} className="border-b border-slate-200 align-top" data-testid="admin-row">
                  <td className="py-2 pr-3">
                    <span className="font-medium text-slate-900">{name}</span>
                    {admin.isMe ? <span className="ml-2 text-xs font-semibold text-slate-600">{t('you')}</span> : null}
                    <span className="block break-all text-slate-700">{admin.email}</span>
                  </td>
                  <td className="py-2 pr-3">
                    <Badge tone={admin.role === 'full' ? 'info' : 'neutral'}>{t(`role.${admin.role}`)}</Badge>
                    {admin.invitationPending ? (
                      <span className="mt-1 block">
                        <Badge tone="warning">{t('invitationPending')}</Badge>
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 text-slate-700">{viewer.dateTime(admin.createdAt, { dateOnly: true })}</td>
                  <td className="py-2 pr-3 text-slate-700">{admin.lastSignInAt ? viewer.dateTime(admin.lastSignInAt) : t('never')}</td>
                  <td className="py-2">
                    {manages && !admin.isMe ? (
                      <div className="flex flex-wrap justify-end gap-2">
                        <Button
                          variant="secondary"
                          aria-label={t(admin.role === 'full' ? 'changeRole.toSupportOne' : 'changeRole.toFullOne', { name })}
                          onClick={() => setChange({ admin, kind: 'role' })}
                        >
                          {admin.role === 'full' ? t('changeRole.toSupport') : t('changeRole.toFull')}
                        </Button>
                        {admin.invitationPending ? (
                          <Button
                            variant="secondary"
                            aria-label={t('resend.open', { name })}
                            onClick={() => setChange({ admin, kind: 'resend' })}
                          >
                            {t('resend.button')}
                          </Button>
                        ) : null}
                        <Button
                          variant="secondary"
                          aria-label={t('remove.open', { name })}
                          onClick={() => setChange({ admin, kind: 'remove' })}
                        >
                          {t('remove.button')}
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
      {change ? <AdminChangeDialog admin={change.admin} kind={change.kind} onClose={() => setChange(null)} /> : null}
    </>
  );
}
