// The contract the class forms check before sending; imported only through `import()` (see
// SchemaLoader in shared/forms), so zod stays out of the back office's first load.
export { assignTeacherInput } from '@parla/contracts';
