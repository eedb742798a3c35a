import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../shared/data/query-state.tsx';
import { useDataQuery } from '../../shared/data/use-data-query.ts';
import { JoinClassButton } from '../../shared/classes/join-class-button.tsx';
import { areaUrl } from '../../shared/routing/area-url.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';
import { useViewerTime } from '../../shared/time/use-viewer-time.ts';
import { Card } from '../../shared/ui/card.tsx';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import { CLASS_TYPENAMES, STUDENT_CLASS } from './classes-documents.ts';

const ITEMS = ['devices', 'quiet', 'slides'] as const;
const linkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** class/{classId}: a short checklist before joining; ticking is a reminder, never a gate. */
export function PreClassChecklistScreen() {
  const { t } = useTranslation('student');
  const { classId = '' } = useParams();
  const viewer = useViewerTime();
  const [checked, setChecked] = useState<Record<string, boolean>>({});
  const query = useDataQuery({ query: STUDENT_CLASS, variables: { uid: classId }, context: CLASS_TYPENAMES });
  const klass = query.state.kind === 'ready' || query.state.kind === 'refreshFailed' ? query.state.data.studentClass : undefined;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-2">
        <PageTitle>{t('checklist.title')}</PageTitle>
        {/* The checklist below needs no data: only the class line waits for it. */}
        <QueryState query={query} skeleton={<Skeleton lines={1} barClassName="h-6" />}>
          {({ studentClass }) => (
            <p className="text-slate-700">
              {studentClass.lesson.title} · {viewer.dateTime(studentClass.startDate, { dateStyle: 'full' })}
            </p>
          )}
        </QueryState>
      </div>
      <Card className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-slate-900">{t('checklist.heading')}</h2>
        <ul className="flex flex-col gap-3">
          {ITEMS.map((item) => (
            <li key={item}>
              <Checkbox
                label={t(`checklist.items.${item}`)}
                checked={checked[item] ?? false}
                onCheckedChange={(on) => setChecked({ ...checked, [item]: on })}
              />
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <a href={areaUrl('classroom', `/${viewer.locale}/diagnostics`)} className={linkClass}>
            {t('checklist.testDevices')}
          </a>
          {klass?.lesson.presentationUrl ? (
            <a href={klass.lesson.presentationUrl} target="_blank" rel="noreferrer" className={linkClass}>
              {t('classes.openSlides')}
            </a>
          ) : null}
        </div>
      </Card>
      {klass ? (
        <div className="flex flex-wrap items-start gap-4">
          <JoinClassButton klass={klass} />
          <Link to={buildPath(studentPaths.classDetails, { locale: viewer.locale, classId: klass.uid })} className={`${linkClass} py-3`}>
            {t('checklist.details')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
