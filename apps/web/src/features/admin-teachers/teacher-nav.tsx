import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { adminTeacherPaths } from '../../shared/routing/admin-teacher-paths.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';

const LINKS = [
  ['list', adminTeacherPaths.list],
  ['applications', adminTeacherPaths.applications],
  ['appeals', adminTeacherPaths.appeals],
  ['hourRequests', adminTeacherPaths.hourRequests],
  ['invite', adminTeacherPaths.invite],
] as const;

/** The teacher pages' own tabs: the list, the three queues, the invitation form. */
export function TeacherNav() {
  const { t } = useTranslation('adminTeachers');
  const locale = useLocale();
  return (
    <nav aria-label={t('nav.label')}>
      <ul className="flex flex-wrap gap-2">
        {LINKS.map(([key, path]) => (
          <li key={key}>
            <NavLink
              end
              to={buildPath(path, { locale })}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 aria-[current=page]:border-teal-700 aria-[current=page]:bg-teal-50"
            >
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A radio group of filter values, as the back office's other lists show them. */
export function FilterChips<V extends string>({
  name,
  legend,
  values,
  value,
  label,
  onChange,
}: {
  name: string;
  legend: string;
  values: readonly V[];
  value: V;
  label: (value: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      {values.map((option) => (
        <label
          key={option}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50 has-[:focus-visible]:outline-2"
        >
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}

/** Previous / next under a paged list. */
export function Pager({
  offset,
  count,
  total,
  page,
  onOffset,
}: {
  offset: number;
  count: number;
  total: number;
  page: number;
  onOffset: (offset: number) => void;
}) {
  const { t } = useTranslation('adminTeachers');
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">{t('range', { from: count ? offset + 1 : 0, to: offset + count, total })}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className="min-h-11 rounded-lg border border-slate-300 px-4 disabled:opacity-50"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - page))}
        >
          {t('previous')}
        </button>
        <button
          type="button"
          className="min-h-11 rounded-lg border border-slate-300 px-4 disabled:opacity-50"
          disabled={offset + page >= total}
          onClick={() => onOffset(offset + page)}
        >
          {t('next')}
        </button>
      </div>
    </div>
  );
}
