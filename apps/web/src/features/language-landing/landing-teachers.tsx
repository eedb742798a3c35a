import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/data/query-state.tsx';
import type { DataQuery } from '../../shared/data/use-data-query.ts';
import { Skeleton } from '../../shared/ui/skeleton.tsx';
import type { LandingTeacherData, LanguageLandingResult } from './language-landing-documents.ts';

/** The server names the country in the page's language: no Intl.DisplayNames (ICU region data) in the browser. */
function TeacherCard({ teacher }: { teacher: LandingTeacherData }) {
  const { t } = useTranslation('landing');
  const country = teacher.countryName;
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      {teacher.photoUrl ? (
        <img src={teacher.photoUrl} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
        >
          {teacher.initials}
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold text-slate-900">{teacher.firstName}</h3>
        {country ? (
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{`${t('teachers.country')} `}</span>
            {country}
          </p>
        ) : null}
        <p className="text-sm text-slate-800">“{teacher.line}”</p>
      </div>
    </li>
  );
}

/** The language's active teachers (from the database): first name, photo or initials, country, their own first line. */
export function LandingTeachers({ query }: { query: DataQuery<LanguageLandingResult> }) {
  const { t } = useTranslation('landing');
  return (
    <QueryState
      query={query}
      skeleton={
        <ul className="grid gap-4 smw:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder cards
            <li key={i} className="h-32 rounded-2xl border border-slate-200 bg-white p-5">
              <Skeleton lines={3} />
            </li>
          ))}
        </ul>
      }
    >
      {({ languageLanding: { teachers } }) =>
        teachers.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-slate-700">{t('teachers.empty')}</p>
        ) : (
          <ul className="grid gap-4 smw:grid-cols-2 lg:grid-cols-3">
            {teachers.map((teacher) => (
              <TeacherCard key={`${teacher.firstName}-${teacher.initials}-${teacher.line}`} teacher={teacher} />
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
