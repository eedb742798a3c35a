import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../shared/ui/checkbox.tsx';
import { FILTER_TYPES, LEVELS, type TeacherBookingParams } from './booking-params.ts';

interface BookingFiltersProps {
  params: TeacherBookingParams;
  sections: { id: string; name: string }[];
  onChange: (next: Partial<TeacherBookingParams>) => void;
}

const selectClass = 'min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900';

/** Language (section), level, class type and "only in my availability" (000 §2 Teacher Booking). */
export function BookingFilters({ params, sections, onChange }: BookingFiltersProps) {
  const { t } = useTranslation('teacherBooking');
  const ids = { section: useId(), level: useId(), type: useId() };
  return (
    <section
      aria-labelledby="teacher-filters-heading"
      className="flex flex-col gap-4 self-start rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="teacher-filters-heading" className="text-lg font-semibold text-slate-900">
        {t('filters.heading')}
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.section} className="text-sm font-semibold text-slate-900">
          {t('filters.language')}
        </label>
        <select
          id={ids.section}
          className={selectClass}
          value={params.sectionId ?? ''}
          onChange={(e) => onChange({ sectionId: e.target.value || undefined })}
        >
          <option value="">{t('filters.allLanguages')}</option>
          {sections.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.level} className="text-sm font-semibold text-slate-900">
          {t('filters.level')}
        </label>
        <select
          id={ids.level}
          className={selectClass}
          value={params.level ?? ''}
          onChange={(e) => onChange({ level: (e.target.value || undefined) as TeacherBookingParams['level'] })}
        >
          <option value="">{t('filters.allLevels')}</option>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.type} className="text-sm font-semibold text-slate-900">
          {t('filters.type')}
        </label>
        <select
          id={ids.type}
          className={selectClass}
          value={params.type ?? ''}
          onChange={(e) => onChange({ type: (e.target.value || undefined) as TeacherBookingParams['type'] })}
        >
          <option value="">{t('filters.allTypes')}</option>
          {FILTER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <Checkbox
        label={t('filters.onlyAvailable')}
        checked={params.onlyAvailable}
        onCheckedChange={(on) => onChange({ onlyAvailable: on })}
      />
    </section>
  );
}
