import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CombinedError } from 'urql';
import { Alert } from '../../shared/ui/alert.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';

/** Loading and error states of a page's query; renders the page once data is there. */
export function QueryState<T>({
  data,
  fetching,
  error,
  retry,
  children,
}: {
  data: T | undefined;
  fetching: boolean;
  error?: CombinedError;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('teacherAccount');
  if (data) return children(data);
  if (fetching || !error) return <PageSpinner />;
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert>{t('loadFailed')}</Alert>
      <Button variant="secondary" onClick={retry}>
        {t('retry')}
      </Button>
    </div>
  );
}
