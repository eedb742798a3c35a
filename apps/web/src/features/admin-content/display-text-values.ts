import { DISPLAY_LOCALES, type DisplayLocale } from '@parla/contracts';

/** A text's five display languages as form values: an empty field is a language still to write (decision 117). */
export type DisplayTextValues = Record<DisplayLocale, string>;

/** The form values of a stored text; copied field by field, so urql's __typename never travels back in an input. */
export function displayTextValues(text?: Partial<Record<DisplayLocale, string | null>>): DisplayTextValues {
  return Object.fromEntries(DISPLAY_LOCALES.map((lng) => [lng, text?.[lng] ?? ''])) as DisplayTextValues;
}
