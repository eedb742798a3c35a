/**
 * The back office's teacher pages (decision 099). In shared/ because the teacher feature's pages
 * link to each other and a feature may not import from an area (decision 033).
 */
export const adminTeacherPaths = {
  list: '/:locale/teachers',
  invite: '/:locale/teachers/invite',
  teacher: '/:locale/teachers/t/:teacherId',
  applications: '/:locale/teachers/applications',
  application: '/:locale/teachers/applications/:applicationId',
  appeals: '/:locale/teachers/appeals',
  hourRequests: '/:locale/teachers/hour-requests',
} as const;
