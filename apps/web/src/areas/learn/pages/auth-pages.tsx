import { EmailVerificationScreen } from '../../../features/identity/email-verification-screen.tsx';
import { ForgotPasswordScreen, ForgotPasswordThankYouScreen } from '../../../features/identity/forgot-password-screen.tsx';
import { LogoutScreen } from '../../../features/identity/logout-screen.tsx';
import { ResetPasswordScreen } from '../../../features/identity/reset-password-screen.tsx';
import { learnArea, learnPaths } from '../area-config.ts';

export { LoginPage } from './login-page.tsx';
export { RegisterPage } from './register-page.tsx';

const forgotPassword = { area: 'learn', path: learnPaths.forgotPassword } as const;

export function ForgotPasswordPage() {
  return <ForgotPasswordScreen thankYouPath={learnPaths.forgotThankYou} login={learnArea.login} />;
}

export function ForgotThankYouPage() {
  return <ForgotPasswordThankYouScreen login={learnArea.login} />;
}

export function ResetPasswordPage() {
  return <ResetPasswordScreen loginPath={learnPaths.login} forgotPassword={forgotPassword} />;
}

export function LogoutPage() {
  return <LogoutScreen login={learnArea.login} />;
}

export function EmailVerificationPage() {
  return <EmailVerificationScreen continueTo={learnArea.home} login={learnArea.login} />;
}
