import type { RouteObject } from 'react-router';

/** Teacher routes: booking, booking/{startDate}, classes/{classId}, terms of the penalty and pause flows (000 §2). Children of the teacher layout; paths are relative to /:locale. */
export const teacherBookingRoutes: RouteObject[] = [];
