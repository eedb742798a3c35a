import { mountArea } from '../../shared/app/mount-area.tsx';
import admin from '../../shared/i18n/locales/en/admin.json';
import common from '../../shared/i18n/locales/en/common.json';
import { adminArea } from './area-config.ts';
import { adminRoutes } from './routes.tsx';

mountArea({ config: adminArea, routes: adminRoutes, namespace: 'admin', english: { common, admin } });
