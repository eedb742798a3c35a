// The contract the coupon form checks before sending; imported only through `import()` (see
// SchemaLoader in shared/forms), so zod stays out of the back office's first load.
export { createCouponInput } from '@parla/contracts';
