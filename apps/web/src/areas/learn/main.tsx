import { mountArea } from '../../shared/app/mount-area.tsx';
import { startInstallableAppLater } from '../../shared/pwa/start-installable-app.ts';
import common from '../../shared/i18n/locales/en/common.json';
import learn from '../../shared/i18n/locales/en/learn.json';
import site from '../../shared/i18n/locales/en/site.json';
import { learnArea } from './area-config.ts';
import { learnRoutes } from './routes.tsx';

mountArea({ config: learnArea, routes: learnRoutes, namespace: 'learn', english: { common, learn, site } });
// The installable app (issue 20): its worker and install offer load once the page is up.
startInstallableAppLater('learn');
