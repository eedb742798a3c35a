import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { COURSE_PAGES } from '../area-config.ts';

const CoursePage = lazyPage(() => import('../pages/course-page.tsx'), 'CoursePageRoute');

/** Language landing pages (001 §2): children of the learn layout, paths relative to /:locale (issue 15). */
export const landingRoutes: RouteObject[] = COURSE_PAGES.map((slug) => ({ path: slug, element: <CoursePage />, handle: { course: slug } }));
