import { useTranslation } from 'react-i18next';
import { ForgotPasswordScreen, ForgotPasswordThankYouScreen } from '../../../features/identity/forgot-password-screen.tsx';
import { LoginScreen } from '../../../features/identity/login-screen.tsx';
import { LogoutScreen } from '../../../features/identity/logout-screen.tsx';
import { ResetPasswordScreen } from '../../../features/identity/reset-password-screen.tsx';
import { teacherPaths } from '../../../shared/routing/teacher-paths.ts';
import { teacherArea } from '../area-config.ts';

const forgotPassword = { area: 'teacher', path: teacherPaths.forgotPassword } as const;

export function LoginPage() {
  const { t } = useTranslation('teacher');
  return <LoginScreen area="teacher" title={t('loginTitle')} forgotPassword={forgotPassword} />;
}

export function ForgotPasswordPage() {
  return <ForgotPasswordScreen thankYouPath={teacherPaths.forgotThankYou} login={teacherArea.login} />;
}

export function ForgotThankYouPage() {
  return <ForgotPasswordThankYouScreen login={teacherArea.login} />;
}

export function ResetPasswordPage() {
  return <ResetPasswordScreen loginPath={teacherPaths.login} forgotPassword={forgotPassword} />;
}

export function LogoutPage() {
  return <LogoutScreen login={teacherArea.login} />;
}
