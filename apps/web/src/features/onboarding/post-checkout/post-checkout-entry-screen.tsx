import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { PostCheckoutFrame, usePathTo } from './post-checkout-frame.tsx';
import { POST_CHECKOUT_START } from './post-checkout-documents.ts';

/**
 * account/post-checkout (001 §2): where paying leads. A plan bought for another language asks
 * about switching first (change-language-checkout), a trial whose credits are not chosen yet
 * asks for them (credits-type-selection), everyone else is welcomed.
 */
export function PostCheckoutEntryScreen() {
  const { t } = useTranslation('postCheckout');
  const pathTo = usePathTo();
  const [search] = useSearchParams();
  const purchaseId = search.get('purchase') ?? '';
  const query = useDataQuery({
    query: POST_CHECKOUT_START,
    variables: { purchaseId: purchaseId || '00000000-0000-0000-0000-000000000000', hasPurchase: Boolean(purchaseId) },
    requestPolicy: 'network-only',
  });
  return (
    <PostCheckoutFrame title={t('entry.title')}>
      <QueryState query={query} skeleton={<Skeleton lines={3} />}>
        {(data) => {
          const current = data.learningSettings.module?.section;
          const bought = data.purchase?.newSection;
          if (purchaseId && bought && current && bought.id !== current.id)
            return <Navigate replace to={pathTo('changeLanguageCheckout', { purchaseId, section: bought.slug })} />;
          if (data.trialCreditChoice && !data.trialCreditChoice.chosenAt) return <Navigate replace to={pathTo('creditsType')} />;
          return <Navigate replace to={pathTo('welcome')} />;
        }}
      </QueryState>
    </PostCheckoutFrame>
  );
}
