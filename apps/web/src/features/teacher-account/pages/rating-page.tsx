import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/routing/use-locale.ts';
import { useViewerTime } from '../../../shared/time/use-viewer-time.ts';
import { ACCOUNT_TYPENAMES, RATING } from '../account-documents.ts';
import { SectionHeading } from '../fields.tsx';
import { QueryState } from '../../../shared/data/query-state.tsx';
import { useDataQuery } from '../../../shared/data/use-data-query.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-3xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** Rating and feedback (000 §3 rating, §9 feedback of the last 10 classes). */
export function RatingPage() {
  const { t } = useTranslation('teacherAccount');
  const locale = useLocale();
  const viewer = useViewerTime();
  const query = useDataQuery({ query: RATING, context: ACCOUNT_TYPENAMES });
  const average = (value: number | null) =>
    value === null ? t('rating.none') : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
  return (
    <QueryState query={query} skeleton={<Skeleton lines={6} barClassName="h-11" className="gap-4" />}>
      {(data) => {
        const { rating, feedback } = data.teacherAccount;
        return (
          <div className="flex flex-col gap-8">
            <p className="text-sm text-slate-600">{t('rating.asOf', { date: viewer.dateTime(rating.date, { dateOnly: true }) })}</p>
            <dl className="grid gap-4 smn:grid-cols-3">
              <Stat label={t('rating.personalAverage')} value={average(rating.personalAverage)} />
              <Stat label={t('rating.sectionAverage')} value={average(rating.sectionAverage)} />
              <Stat label={t('rating.classesTaught')} value={String(rating.classesTaught)} />
            </dl>
            <p className="text-sm text-slate-600">{t('rating.scale', { count: rating.ratingsCount })}</p>
            <section aria-labelledby="feedback-heading" className="flex flex-col gap-3">
              <div id="feedback-heading">
                <SectionHeading title={t('rating.feedbackTitle')} intro={t('rating.feedbackIntro')} />
              </div>
              {feedback.length === 0 ? (
                <p className="text-slate-700">{t('rating.noFeedback')}</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {feedback.map((item) => (
                    <li key={`${item.classStartDate}-${item.feedback}`} className="rounded-lg border border-slate-200 p-4">
                      <p className="text-sm font-semibold text-slate-900">
                        {item.lessonTitle} · {viewer.dateTime(item.classStartDate)}
                      </p>
                      <p className="text-sm text-slate-600">{t('rating.stars', { count: item.rating })}</p>
                      <blockquote className="mt-2 text-slate-800">“{item.feedback}”</blockquote>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}
