import { RegisterScreen } from '../../../features/identity/register-screen.tsx';
import { learnArea } from '../area-config.ts';

/** Its own module so the public entry's register chunk holds the registration only (decision 092); auth-pages re-exports it. */
export function RegisterPage() {
  return <RegisterScreen login={learnArea.login} />;
}
