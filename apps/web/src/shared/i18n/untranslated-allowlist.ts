/**
 * What a display language may keep exactly as English writes it (issue 21, `catalogue-untranslated.test.ts`).
 * A value equal to the English one passes only when every word in it is listed here; placeholders
 * (`{{name}}`), e-mail addresses, numbers and punctuation are not words. Keep the lists short: a
 * word belongs here only because the language really writes it so, never to silence a missing
 * translation.
 */

/** Names and codes, the same in every language: brands, products, payment and file formats, CEFR levels. */
export const PROPER_NAMES = [
  'Parla',
  'Teach', // "Parla Teach", the teacher app's name
  'Lingobite',
  'LearningTeams',
  'Learning',
  'Teams', // "Learning Teams", the team package
  'Sprint',
  'Flex', // package names
  'B2G', // business-to-government classes
  'PayPal',
  'IBAN',
  'BIC', // bank account identifiers, written the same in every language
  'Visa',
  'Mastercard',
  'American',
  'Express',
  'IBAN',
  'PDF',
  'KB',
  'GraphQL',
  'HTTP',
  'LinkedIn',
  'Microsoft',
  'Outlook',
  'Google',
  'Calendar', // Google's own name for it in Spanish
  'A1',
  'A2',
  'B1',
  'B2',
  'C1',
  'C2',
  'AM',
  'PM', // the 12-hour clock's marks, shown as they appear on that clock
];

/** Words each language writes like English, with the same meaning. */
export const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: [
    ...['Admin', 'Admins', 'Adverb', 'App', 'Audio', 'Bonus', 'Browser', 'Challenges', 'Chat', 'Code', 'Credits'],
    ...['Details', 'FAQ', 'Feedback', 'Flag', 'Labels', 'Material', 'Motivation', 'Name', 'Operation', 'Option'],
    ...['optional', 'Person', 'Plural', 'Quiz', 'Release', 'Route', 'Screenshot', 'Server', 'Status', 'Support'],
    ...['System', 'Test', 'Verb', 'Version'],
  ],
  fr: [
    ...['Action', 'Actions', 'Active', 'Audio', 'Bonus', 'Chat', 'Code', 'Commerce', 'Communication', 'Contact'],
    ...['Conversation', 'CV', 'Date', 'Dates', 'Description', 'E', 'mail', 'FAQ', 'Inactive', 'Introduction'],
    ...['Menu', 'Message', 'min', 'minute', 'minutes', 'Module', 'Modules', 'Motivation', 'Notes', 'Notifications'],
    ...['Observation', 'Option', 'Orientation', 'Page', 'Pages', 'participant', 'participants', 'Participants'],
    ...['Photo', 'Position', 'Production', 'Question', 'Quiz', 'Route', 'Site', 'Source', 'Test', 'Total', 'Type'],
    ...['Version'],
  ],
  es: [...['Audio', 'Chat', 'CV', 'Error', 'Material', 'min', 'No', 'plural', 'Subtotal', 'Total']],
  ru: [],
};

/** Keys whose value is not this school's text. */
export const NOT_TEXT = [
  /^emails:layout\.weekdayPlacement$/, // a setting `emails.ts` reads: where the weekday goes
  /^publicInfo:resources\.external\.items\.\d+\.title$/, // names of other publishers' courses and podcasts
];
