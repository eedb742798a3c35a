import { useTranslation } from 'react-i18next';
import { BOOKABLE_TYPES, type BookableType } from './booking-params.ts';

interface KindTabsProps {
  value: BookableType;
  credits: { groupCredits: number; privateCredits: number } | undefined;
  onChange: (type: BookableType) => void;
}

/** Group and private classes apart: a segmented control, each side with the credits it spends. */
export function KindTabs({ value, credits, onChange }: KindTabsProps) {
  const { t } = useTranslation('student');
  return (
    <fieldset className="grid grid-cols-2 gap-1 rounded-xl border border-slate-300 bg-slate-100 p-1">
      <legend className="sr-only">{t('booking.kindLabel')}</legend>
      {BOOKABLE_TYPES.map((type) => {
        const count = credits ? (type === 'group' ? credits.groupCredits : credits.privateCredits) : undefined;
        const selected = type === value;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(type)}
            className={`flex min-h-11 flex-col items-center justify-center rounded-lg px-3 py-1.5 text-sm font-semibold ${
              selected ? 'bg-white text-brand-800 shadow-sm ring-1 ring-brand-700' : 'text-slate-700 hover:bg-white/60'
            }`}
          >
            <span>{t(`booking.kinds.${type}`)}</span>
            {count === undefined ? null : (
              <span className="text-xs font-normal text-slate-700">{t(`booking.kindCredits.${type}`, { count })}</span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
