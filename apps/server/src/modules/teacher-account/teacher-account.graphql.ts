// GraphQL types and fields of the teacher profile pages, payout details with e-mailed code, agreements, recruitment, learning materials.
// Registered on the shared builder on import (graphql/schema.ts imports this file).
export {};
