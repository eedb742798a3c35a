// The contract the new-admin form checks before sending; imported only through `import()` (see
// SchemaLoader in shared/forms), so zod stays out of the back office's first load.
export { createAdminInput } from '@parla/contracts';
