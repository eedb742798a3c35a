import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../routing/build-path.ts';
import { studentPaths } from '../routing/student-paths.ts';
import { useLocale } from '../routing/use-locale.ts';
import { buttonClass } from '../ui/button.tsx';
import type { StandingOffer } from './standing-documents.ts';

/**
 * Where each offer leads: to the page that accepts it (decision 039). The store shows the
 * trial and the plans, and extra credits to those allowed to buy them; the membership page
 * ends a pause, reactivates, starts the plan early and settles a failed payment. Verifying
 * the e-mail is the banner's own button, not a page.
 */
export function offerPath(offer: Exclude<StandingOffer, 'verify_email'>, locale: string): string {
  switch (offer) {
    case 'book_class':
      // "lesson=next": the booking page opens on the student's next lesson (decision 044).
      return buildPath(studentPaths.booking, { locale, lesson: 'next' });
    case 'start_trial':
    case 'choose_plan':
      return buildPath(studentPaths.store, { locale });
    case 'buy_extra_credits':
      return `${buildPath(studentPaths.store, { locale })}#store-extra-heading`;
    case 'skip_trial':
    case 'resume':
    case 'reactivate':
    case 'fix_payment':
      return buildPath(studentPaths.membership, { locale });
  }
}

/** The offers as links, the first one primary. */
export function OfferLinks({ offers }: { offers: readonly StandingOffer[] }) {
  const { t } = useTranslation('student');
  const locale = useLocale();
  const links = offers.filter((o): o is Exclude<StandingOffer, 'verify_email'> => o !== 'verify_email');
  if (links.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {links.map((offer, index) => (
        <Link key={offer} to={offerPath(offer, locale)} className={buttonClass(index === 0 ? 'primary' : 'secondary')} data-offer={offer}>
          {t(`standing.offers.${offer}`)}
        </Link>
      ))}
    </div>
  );
}
