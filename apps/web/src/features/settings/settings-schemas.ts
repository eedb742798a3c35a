// The contracts the settings forms check before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the first load.
export { notificationPreferencesInput, timeAndLanguageInput } from '@parla/contracts';
