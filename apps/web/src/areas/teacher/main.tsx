import { mountArea } from '../../shared/app/mount-area.tsx';
import common from '../../shared/i18n/locales/en/common.json';
import teacher from '../../shared/i18n/locales/en/teacher.json';
import { teacherArea } from './area-config.ts';
import { teacherRoutes } from './routes.tsx';

mountArea({ config: teacherArea, routes: teacherRoutes, namespace: 'teacher', english: { common, teacher } });
