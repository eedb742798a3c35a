import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';

/** 001 §8: a no-credit answer offers extra credits instead of a dead end. */
export function NotEnoughCreditsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('booking.noCredits.title')}
      description={<p>{t('booking.noCredits.text')}</p>}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('booking.noCredits.close')}
          </Button>
          <Link to={buildPath(studentPaths.store, { locale })} className={buttonClass('primary')}>
            {t('booking.noCredits.buy')}
          </Link>
        </>
      }
    />
  );
}
