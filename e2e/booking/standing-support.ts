import { DEMO_ACCOUNTS } from '../fixtures.ts';

export {
  chooseGroupOption,
  expect,
  expectNoSeriousA11yViolations,
  optionLinks,
  PATHS,
  signInBrowser,
  statusWith,
  test,
} from './booking-support.ts';

/** A seeded demo student (same password as every demo account). */
export const DEMO_PASSWORD_ACCOUNT = (email: string) => ({ email, password: DEMO_ACCOUNTS.student.password });
