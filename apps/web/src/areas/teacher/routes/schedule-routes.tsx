import type { RouteObject } from 'react-router';

/** Teacher routes: my-schedule, my-schedule/{startDate} and availability (000 §2). Children of the teacher layout; paths are relative to /:locale. */
export const teacherScheduleRoutes: RouteObject[] = [];
