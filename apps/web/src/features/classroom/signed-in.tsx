import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/auth/auth-context.tsx';
import { areaUrl } from '../../shared/routing/area-url.ts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { useLocale } from '../../shared/routing/use-locale.ts';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PageSpinner } from '../../shared/ui/spinner.tsx';
import { LEARN_LOGIN_PATH, TEACHER_LOGIN_PATH } from './classroom-paths.ts';
import { RoomEndScreen } from './end/room-end-screen.tsx';

/** The classroom has no login of its own: students sign in on the learn area, teachers in the teacher app. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { t } = useTranslation('classroom');
  const { status } = useAuth();
  const locale = useLocale();
  if (status === 'unknown') return <PageSpinner />;
  if (status === 'unauthenticated') {
    return (
      <RoomEndScreen title={t('signIn.title')} text={t('signIn.text')} testId="sign-in-needed">
        <a className={buttonClass('primary')} href={areaUrl('learn', buildPath(LEARN_LOGIN_PATH, { locale }))}>
          {t('signIn.student')}
        </a>
        <a className={buttonClass('secondary')} href={areaUrl('teacher', buildPath(TEACHER_LOGIN_PATH, { locale }))}>
          {t('signIn.teacher')}
        </a>
      </RoomEndScreen>
    );
  }
  return children;
}
