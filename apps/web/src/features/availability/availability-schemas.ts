// The schedule forms' contract schemas, loaded on demand (decision 030): the same rules the
// availability services parse.
export { availabilityChangeInput, teachingHourRequestInput } from '@parla/contracts';
