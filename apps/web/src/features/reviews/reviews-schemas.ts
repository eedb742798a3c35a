// The contract the prompt's form checks before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the first load.
export { experienceReviewInput } from '@parla/contracts';
