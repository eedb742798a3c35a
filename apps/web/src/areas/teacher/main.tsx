import { mountArea } from '../../shared/app/mount-area.tsx';
import { startInstallableAppLater } from '../../shared/pwa/start-installable-app.ts';
import common from '../../shared/i18n/locales/en/common.json';
import teacher from '../../shared/i18n/locales/en/teacher.json';
import { teacherArea } from './area-config.ts';
import { teacherRoutes } from './routes.tsx';

mountArea({ config: teacherArea, routes: teacherRoutes, namespace: 'teacher', english: { common, teacher } });
// The installable app (issue 20): its worker and install offer load once the page is up.
startInstallableAppLater('teacher');
