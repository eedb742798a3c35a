import type { RouteObject } from 'react-router';

/** Teacher routes: profile/{page}, terms/{agreementId}, view/terms/{agreementId}, learning-material, become-a-teacher (000 §2). Children of the teacher layout; paths are relative to /:locale. */
export const teacherAccountRoutes: RouteObject[] = [];
