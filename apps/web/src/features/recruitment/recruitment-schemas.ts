// The contract the application form checks before sending; imported only through `import()`
// (see SchemaLoader in shared/forms): zod and the phone-number metadata load after the page.
export { teacherApplicationInput } from '@parla/contracts';
