// The close-account contract, loaded through `import()` so zod stays out of the first load (decision 030).
export { closeAccountInput } from '@parla/contracts';
