import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Button } from '../../shared/ui/button.tsx';
import { Card } from '../../shared/ui/card.tsx';
import { PRODUCT_TOUR_TYPENAMES, RESTART_PRODUCT_TOUR } from './product-tour-documents.ts';

/** "Show me around again" (settings › support): the tour opens at once, and focus comes back here after it. */
export function RestartTourCard() {
  const { t } = useTranslation('student');
  const [, restart] = useMutation(RESTART_PRODUCT_TOUR);
  return (
    <Card className="flex flex-col items-start gap-3" data-testid="restart-tour">
      <h2 className="text-xl font-semibold text-slate-900">{t('productTour.restartHeading')}</h2>
      <p className="text-slate-700">{t('productTour.restartText')}</p>
      <Button
        variant="secondary"
        // Never disabled while it asks: a disabled button drops the focus the tour hands back to it.
        // A failure reaches the notification feed through the client; the tour query refetches on success.
        onClick={() => void restart({}, PRODUCT_TOUR_TYPENAMES)}
      >
        {t('productTour.restart')}
      </Button>
    </Card>
  );
}
