import type { AreaConfig } from '../../shared/routing/area-context.tsx';
import { teacherPaths } from '../../shared/routing/teacher-paths.ts';

export const teacherArea: AreaConfig = {
  area: 'teacher',
  role: 'teacher',
  home: { area: 'teacher', path: teacherPaths.home },
  homepage: { area: 'teacher', path: teacherPaths.home },
  login: { area: 'teacher', path: teacherPaths.login },
  logout: { area: 'teacher', path: teacherPaths.logout },
};
