import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/**
 * "21–40 of 57" and the previous / next buttons under a paged list. The page is an offset, so a
 * list that shrank meanwhile still steps back to its last page.
 */
export function Pager({
  offset,
  pageSize,
  shown,
  total,
  onOffsetChange,
}: {
  offset: number;
  pageSize: number;
  shown: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">{t('pager.range', { from: shown === 0 ? 0 : offset + 1, to: offset + shown, total })}</p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}>
          {t('pager.previous')}
        </Button>
        <Button variant="secondary" disabled={offset + pageSize >= total} onClick={() => onOffsetChange(offset + pageSize)}>
          {t('pager.next')}
        </Button>
      </div>
    </div>
  );
}
