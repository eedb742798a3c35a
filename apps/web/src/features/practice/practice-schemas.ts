// The contract the report dialog checks before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the first load.
export { contentErrorReportInput } from '@parla/contracts';
export { practiceReviewInput } from '@parla/contracts';
