// The contract the class log form checks before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the teacher area's first load.
export { missedClassReportInput, submitClassLogInput } from '@parla/contracts';
