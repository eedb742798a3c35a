import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  size?: 'sm' | 'md';
  /** Inside a busy button the button already says what happens. */
  decorative?: boolean;
}

export function Spinner({ size = 'md', decorative = false }: SpinnerProps) {
  const { t } = useTranslation('common');
  const circle = (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none ${size === 'sm' ? 'size-4' : 'size-8 text-brand-700'}`}
    />
  );
  if (decorative) return circle;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {circle}
      <span className="sr-only">{t('status.loading')}</span>
    </span>
  );
}

/** A centred spinner for a page or section that is still loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
