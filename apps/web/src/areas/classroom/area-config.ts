import type { AreaConfig } from '../../shared/routing/area-context.tsx';

/** The classroom is entered by invitation links; sign-in and the homepage live in the learn area. */
export const classroomArea: AreaConfig = {
  area: 'classroom',
  home: { area: 'learn', path: '/:locale/account/home' },
  homepage: { area: 'learn', path: '/:locale' },
  login: { area: 'learn', path: '/:locale/login' },
  logout: { area: 'classroom', path: '/:locale/unauthorized' },
};
