import type { DisplayLocale } from '@parla/contracts';
import type { Client } from 'urql';
import { switchLocalePath } from '../../routing/switch-locale-path.ts';
import { UPDATE_DISPLAY_LANGUAGE } from './display-language-documents.ts';

/**
 * The account menu's language choice, loaded on first use (the signed-in first load stays small):
 * saves the display language (e-mails and PDFs speak it), and answers where the same page lives in
 * it, or null when the save failed (the GraphQL client has already said why).
 */
export async function saveDisplayLanguage(client: Client, locale: DisplayLocale, pathname: string): Promise<string | null> {
  const result = await client.mutation(UPDATE_DISPLAY_LANGUAGE, { locale }).toPromise();
  return result.data ? switchLocalePath(pathname, locale) : null;
}
