import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const tones = {
  info: 'border-sky-700 bg-sky-50 text-sky-950',
  warning: 'border-amber-700 bg-amber-50 text-amber-950',
} as const;

type GateBannerProps = {
  /** The namespace holding `gate.label`, `gate.notice` and `gate.link`. */
  namespace: string;
  tone: keyof typeof tones;
  to: string;
};

/**
 * The strip a gate shows above a page that stays open while something waits (the teacher's
 * onboarding, an agreement to accept): what waits and a link to it. Its own Suspense boundary:
 * the strings load lazily and must not hold up the page.
 */
export function GateBanner(props: GateBannerProps) {
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
}

function Banner({ namespace, tone, to }: GateBannerProps) {
  const { t } = useTranslation(namespace);
  return (
    <section aria-label={t('gate.label')} className={`border-b px-4 py-3 ${tones[tone]}`}>
      <p className="mx-auto max-w-6xl text-sm">
        {t('gate.notice')}{' '}
        <Link to={to} className="font-semibold underline">
          {t('gate.link')}
        </Link>
      </p>
    </section>
  );
}
