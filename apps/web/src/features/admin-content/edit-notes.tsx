import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { failureOf } from '../../shared/errors/error-text.ts';
import { adminContentPaths } from '../../shared/routing/admin-content-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Badge } from '../../shared/ui/badge.tsx';
import { Button } from '../../shared/ui/button.tsx';

/** Whether a save was refused because someone saved first (decision 104). */
export function isEditConflict(error: unknown): boolean {
  const failure = failureOf(error);
  return failure.kind === 'coded' && failure.code === 'content_edit_conflict';
}

/** "Last edited by Ada on 7 Sept" or, for an untouched row, where it comes from. */
export function EditedNote({ editedAt, editedByName }: { editedAt: string | null; editedByName: string | null }) {
  const { t } = useTranslation('adminContent');
  const viewer = useViewerTime();
  return (
    <p className="text-sm text-slate-600">
      {editedAt ? t('edited.by', { name: editedByName ?? t('edited.someone'), date: viewer.dateTime(editedAt) }) : t('edited.fromFiles')}
    </p>
  );
}

/** The students' open reports about an item, linked to the reports page where they are resolved. */
export function OpenReports({ count }: { count: number }) {
  const { t } = useTranslation('adminContent');
  const locale = useLocale();
  if (count === 0) return null;
  return (
    <Link to={buildPath(adminContentPaths.reports, { locale })} className="inline-flex rounded-full focus-visible:outline-2">
      <Badge tone="warning">{t('reports.open', { count })}</Badge>
    </Link>
  );
}

/**
 * A save's form-level error. A conflict offers to load the other admin's version: the form is
 * drawn again from it, so the admin repeats their change on the current text.
 */
export function SaveError({ error, conflict, onReload }: { error: string | null; conflict: boolean; onReload: () => void }) {
  const { t } = useTranslation('adminContent');
  if (!error) return null;
  return (
    <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-900">
      <p>{error}</p>
      {conflict ? (
        <Button variant="secondary" onClick={onReload}>
          {t('conflict.reload')}
        </Button>
      ) : null}
    </div>
  );
}
