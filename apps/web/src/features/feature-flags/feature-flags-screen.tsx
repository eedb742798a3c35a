import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge, type BadgeTone } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { SelectField } from '../../shared/ui/form-fields.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { TableFrame } from '../../shared/ui/table-frame.tsx';
import { ADMIN_FEATURE_FLAGS, type AdminFeatureFlag, type FeatureFlagEnvironment } from './feature-flags-documents.ts';
import { EditFlagDialog } from './edit-flag-dialog.tsx';

const ENVIRONMENTS: FeatureFlagEnvironment[] = ['development', 'test', 'production'];
const TONES: Record<AdminFeatureFlag['rule'], BadgeTone> = {
  nobody: 'muted',
  everyone: 'success',
  percentage: 'info',
  users: 'info',
  role: 'info',
};

/** Feature flags of one environment (decision 096): each flag's rule, edited in a dialog. */
export function FeatureFlagsScreen() {
  const { t } = useTranslation('featureFlags');
  const viewer = useViewerTime();
  const [environment, setEnvironment] = useState<FeatureFlagEnvironment | null>(null);
  const [editing, setEditing] = useState<{ flag: AdminFeatureFlag | null; environment: FeatureFlagEnvironment } | null>(null);
  const query = useDataQuery(
    { query: ADMIN_FEATURE_FLAGS, variables: { environment: environment ?? undefined } },
    (data) => data.adminFeatureFlags.flags.length === 0,
  );
  const shown = 'data' in query.state ? query.state.data.adminFeatureFlags : null;

  const summary = (flag: AdminFeatureFlag) =>
    flag.rule === 'percentage'
      ? t('summary.percentage', { percentage: flag.percentage })
      : flag.rule === 'users'
        ? t('summary.users', { count: flag.userIds.length })
        : flag.rule === 'role'
          ? t('summary.role', { role: t(`role.${flag.role ?? 'student'}`) })
          : t(`rule.${flag.rule}`);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <PageTitle>{t('title')}</PageTitle>
      <p className="text-slate-700">{t('lead')}</p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SelectField
          className="min-w-56"
          label={t('environmentLabel')}
          value={environment ?? shown?.environment ?? ''}
          onValueChange={(value) => setEnvironment(value as FeatureFlagEnvironment)}
          options={ENVIRONMENTS.map((value) => ({
            value,
            label:
              value === shown?.currentEnvironment
                ? t('environmentCurrent', { name: t(`environment.${value}`) })
                : t(`environment.${value}`),
          }))}
        />
        <Button disabled={!shown} onClick={() => shown && setEditing({ flag: null, environment: shown.environment })}>
          {t('create.button')}
        </Button>
      </div>
      <QueryState
        query={query}
        main
        skeleton={<Skeleton lines={5} barClassName="h-9" className="gap-2" />}
        empty={<p className="text-slate-700">{t('empty')}</p>}
      >
        {({ adminFeatureFlags: page }) => (
          <TableFrame label={t('caption', { environment: t(`environment.${page.environment}`) })}>
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">{t('caption', { environment: t(`environment.${page.environment}`) })}</caption>
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('column.flag')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('column.rule')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('column.updated')}
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">{t('column.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.flags.map((flag) => (
                  <tr key={flag.key} className="border-b border-slate-200" data-testid={`flag-${flag.key}`}>
                    <td className="py-2 pr-3">
                      <span className="font-mono font-medium text-slate-900">{flag.key}</span>
                      {flag.description ? <span className="block text-slate-700">{flag.description}</span> : null}
                    </td>
                    <td className="py-2 pr-3" data-testid="flag-rule">
                      <Badge tone={TONES[flag.rule]}>{summary(flag)}</Badge>
                      {flag.stored ? null : <span className="block text-xs text-slate-600">{t('default')}</span>}
                    </td>
                    <td className="py-2 pr-3 text-slate-700">{flag.updatedAt ? viewer.dateTime(flag.updatedAt) : t('never')}</td>
                    <td className="py-2 text-right">
                      <Button
                        variant="secondary"
                        onClick={() => setEditing({ flag, environment: page.environment })}
                        aria-label={t('edit.open', { key: flag.key })}
                      >
                        {t('edit.button')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        )}
      </QueryState>
      {editing ? <EditFlagDialog flag={editing.flag} environment={editing.environment} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
