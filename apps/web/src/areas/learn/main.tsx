import { mountArea } from '../../shared/app/mount-area.tsx';
import common from '../../shared/i18n/locales/en/common.json';
import learn from '../../shared/i18n/locales/en/learn.json';
import site from '../../shared/i18n/locales/en/site.json';
import { learnArea } from './area-config.ts';
import { learnRoutes } from './routes.tsx';

mountArea({ config: learnArea, routes: learnRoutes, namespace: 'learn', english: { common, learn, site } });
