// The contracts the teacher-booking dialogs check before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the teacher area's first load.
export { appealInput, cancelCommitmentInput } from '@parla/contracts';
