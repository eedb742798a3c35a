import { mountArea } from '../../shared/app/mount-area.tsx';
import classroom from '../../shared/i18n/locales/en/classroom.json';
import common from '../../shared/i18n/locales/en/common.json';
import { classroomArea } from './area-config.ts';
import { classroomRoutes } from './routes.tsx';

mountArea({ config: classroomArea, routes: classroomRoutes, namespace: 'classroom', english: { common, classroom } });
