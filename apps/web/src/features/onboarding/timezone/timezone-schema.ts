// The contract the time zone step checks before sending (the settings page's own); imported only
// through `import()` (see SchemaLoader in shared/forms), so zod stays out of the first load.
export { timeAndLanguageInput } from '@parla/contracts';
