import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';

// One chunk for the funnel pages: they share the register form and the step components.
const funnel = () => import('../pages/funnel-pages.tsx');
const GetStartedIndexPage = lazyPage(funnel, 'GetStartedIndexPage');
const GetStartedPage = lazyPage(funnel, 'GetStartedPage');
const DirectRegisterPage = lazyPage(funnel, 'DirectRegisterPage');
const M2mRegisterPage = lazyPage(funnel, 'M2mRegisterPage');
const M2mSignupPage = lazyPage(funnel, 'M2mSignupPage');
const SprintRegisterPage = lazyPage(funnel, 'SprintRegisterPage');
const SprintSignupPage = lazyPage(funnel, 'SprintSignupPage');
const TeamsRegisterPage = lazyPage(funnel, 'TeamsRegisterPage');
const TeamsSignupPage = lazyPage(funnel, 'TeamsSignupPage');

/** Registration funnels (get-started, per-section register and sign-up pages, password set, account setup): children of the learn layout, paths relative to /:locale (issue 15). */
export const funnelRoutes: RouteObject[] = [
  { path: 'get-started', element: <GetStartedIndexPage /> },
  { path: 'get-started/:stepName', element: <GetStartedPage /> },
  // *-register is the form (language and course fixed); *-signup the landing before it (decision 064).
  { path: ':section/direct-register/:curriculum', element: <DirectRegisterPage /> },
  { path: ':section/m2m-register', element: <M2mRegisterPage /> },
  { path: ':section/m2m-signup', element: <M2mSignupPage /> },
  { path: ':section/sprint-register/:curriculum', element: <SprintRegisterPage /> },
  { path: ':section/sprint-signup/:curriculum', element: <SprintSignupPage /> },
  { path: ':section/teams-register', element: <TeamsRegisterPage /> },
  { path: ':section/teams-signup', element: <TeamsSignupPage /> },
];
