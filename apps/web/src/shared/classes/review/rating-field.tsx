import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RatingFieldProps {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  required?: boolean;
  error?: string;
  name: string;
}

/** Five stars as a radio group: keyboard arrows move, the legend names it, an error is linked. */
export function RatingField({ label, value, onChange, required, error, name }: RatingFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${id}-error` : undefined} data-testid={`rating-${name}`}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="font-normal text-slate-600"> ({t('classReview.optional')})</span>}
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative flex size-11 cursor-pointer items-center justify-center">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              required={required && n === 1}
              onChange={() => onChange(n)}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
              aria-label={t('classReview.stars', { count: n })}
            />
            <span
              aria-hidden="true"
              className={`text-3xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700 ${value !== null && n <= value ? 'text-amber-500' : 'text-slate-300'}`}
            >
              ★
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
