// The contract the post-class review form checks before sending; imported only through `import()`
// (see SchemaLoader in shared/forms), so zod stays out of the first load.
export { classReviewInput } from '@parla/contracts';
