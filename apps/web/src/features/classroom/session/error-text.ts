import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The classroom's messages by error code (001 §8 and the contract's codes), translated in the
 * classroom namespace; an unknown code shows the server's own text, else a generic line.
 */
export function useErrorText(): (code: string, serverMessage?: string | null) => string {
  const { t, i18n } = useTranslation('classroom');
  return useCallback(
    (code: string, serverMessage?: string | null) => {
      const key = `classroom:errors.${code}`;
      if (i18n.exists(key)) return t(`errors.${code}`);
      return serverMessage || t('errors.unknown');
    },
    [t, i18n],
  );
}
