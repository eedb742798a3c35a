import { useTranslation } from 'react-i18next';
import { EmailVerificationScreen } from '../../../features/identity/email-verification-screen.tsx';
import { ForgotPasswordScreen, ForgotPasswordThankYouScreen } from '../../../features/identity/forgot-password-screen.tsx';
import { LoginScreen } from '../../../features/identity/login-screen.tsx';
import { LogoutScreen } from '../../../features/identity/logout-screen.tsx';
import { RegisterScreen } from '../../../features/identity/register-screen.tsx';
import { ResetPasswordScreen } from '../../../features/identity/reset-password-screen.tsx';
import { learnArea, learnPaths } from '../area-config.ts';

const forgotPassword = { area: 'learn', path: learnPaths.forgotPassword } as const;

export function LoginPage() {
  const { t } = useTranslation('learn');
  return (
    <LoginScreen
      area="learn"
      title={t('auth.loginTitle')}
      forgotPassword={forgotPassword}
      register={{ area: 'learn', path: learnPaths.register }}
    />
  );
}

export function RegisterPage() {
  return <RegisterScreen login={learnArea.login} />;
}

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
