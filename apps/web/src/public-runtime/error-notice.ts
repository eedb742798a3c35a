import i18next from 'i18next';
import { ERRORS_NAMESPACE, errorText } from '../shared/errors/error-text.ts';

/** The feed's words for a failed GraphQL operation, as the areas' client says them (error-text.ts). */
export async function wordError(error: unknown): Promise<string> {
  await i18next.loadNamespaces(ERRORS_NAMESPACE);
  return errorText(error, i18next.t.bind(i18next));
}
