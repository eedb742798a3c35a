import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { acceptInstallOffer, dismissInstallOffer, installOffer, installOfferDismissed, subscribeInstallOffer } from './install-offer.ts';

/**
 * "Add Parla to your home screen" (issue 20, decision 108). The page decides the moment (Today, once
 * the student has a booked class); this shows only when the browser offers installation and the
 * person has not said "not now" on this device before.
 */
export function InstallPrompt() {
  const { t } = useTranslation('installable');
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer, () => null);
  if (!offer || installOfferDismissed()) return null;
  return (
    <section
      aria-labelledby="install-prompt-title"
      data-testid="install-prompt"
      className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="install-prompt-title" className="font-semibold text-brand-900">
        {t('installPrompt.title')}
      </h2>
      <p className="text-sm text-slate-800">{t('installPrompt.body')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void acceptInstallOffer()}>{t('installPrompt.install')}</Button>
        <Button variant="ghost" onClick={() => dismissInstallOffer()}>
          {t('installPrompt.dismiss')}
        </Button>
      </div>
    </section>
  );
}
