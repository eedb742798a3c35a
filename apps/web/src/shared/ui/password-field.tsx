import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

/**
 * A password input with a show/hide toggle. The toggle's name is a short "Show"/"Hide"
 * (with aria-pressed) so that it never competes with the field's own label.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {visible ? t('form.hide') : t('form.show')}
        </button>
      }
    />
  );
}
