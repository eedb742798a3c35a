import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

const PaymentsPage = lazyPage(() => import('../../../features/teacher-pay/payments-screen.tsx'), 'PaymentsScreen');
const InvoicePdfPage = lazyPage(() => import('../../../features/teacher-pay/invoice-pdf-screen.tsx'), 'InvoicePdfScreen');

/** Teacher routes: payments (Open Logs, Past Logs, invoices) and teacher/pdf/{uniqueId} (000 §2). Children of the teacher layout; paths are relative to /:locale. */
export const teacherPaymentsRoutes: RouteObject[] = [
  {
    path: 'payments',
    element: (
      <Access level="private">
        <PaymentsPage />
      </Access>
    ),
  },
  {
    path: 'teacher/pdf/:uniqueId',
    element: (
      <Access level="private">
        <InvoicePdfPage />
      </Access>
    ),
  },
];
