import PartyPopper from 'lucide-react/icons/party-popper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../../shared/routing/build-path.ts';
import { studentPaths } from '../../../shared/routing/student-paths.ts';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { FirstClassBooking } from '../booking/first-class-booking.tsx';
import { PostCheckoutFrame, useGoTo, usePathTo } from './post-checkout-frame.tsx';

/** book-class (001 §2): onboarding's three best first classes, booked in one click; or later. */
export function BookClassScreen() {
  const { t } = useTranslation('postCheckout');
  const goTo = useGoTo();
  const pathTo = usePathTo();
  return (
    <PostCheckoutFrame step="bookClass" title={t('book.title')}>
      <p className="text-slate-800">{t('book.intro')}</p>
      <FirstClassBooking onBooked={() => goTo('congratulations')} skipPath={pathTo('congratulations')} />
    </PostCheckoutFrame>
  );
}

/** congratulations (001 §2): the set-up is done; what happens next. */
export function CongratulationsScreen() {
  const { t } = useTranslation('postCheckout');
  const locale = useLocale();
  const items = ['join', 'prepare', 'settings'] as const;
  return (
    <PostCheckoutFrame title={t('done.title')} last>
      <div className="flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950">
        <PartyPopper aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <p>{t('done.intro')}</p>
      </div>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-800">
        {items.map((item) => (
          <li key={item}>{t(`done.items.${item}`)}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Link to={buildPath(studentPaths.today, { locale })} className={buttonClass('primary')} data-testid="go-today">
          {t('done.today')}
        </Link>
        <Link to={buildPath(studentPaths.learningSettings, { locale })} className={buttonClass('secondary')}>
          {t('done.settings')}
        </Link>
      </div>
    </PostCheckoutFrame>
  );
}
