import type { TFunction } from 'i18next';
import type { CombinedError } from 'urql';

/**
 * The text for a failed lifecycle action: the coded messages live in the `store` namespace
 * (errors.<code>, shared by every commerce page); an unknown code shows the server's message.
 * Components that call this load both namespaces: useTranslation(['membership', 'store']).
 */
export function lifecycleErrorText(t: TFunction, error: CombinedError): string {
  const first = error.graphQLErrors[0];
  const code = first?.extensions?.code;
  if (typeof code === 'string') return t(`store:errors.${code}`, { defaultValue: first.message || t('store:errors.generic') });
  if (first) return first.message;
  return t('store:errors.network');
}
