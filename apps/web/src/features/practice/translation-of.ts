/** The student's display language's translation; English where there is no German one. */
export function translationOf(text: { en: string; de: string }, language: string): string {
  return language.startsWith('de') && text.de ? text.de : text.en;
}
