import type { RouteObject } from 'react-router';

/** Teacher routes: payments (Open Logs, Past Logs, invoices) and teacher/pdf/{uniqueId} (000 §2). Children of the teacher layout; paths are relative to /:locale. */
export const teacherPaymentsRoutes: RouteObject[] = [];
