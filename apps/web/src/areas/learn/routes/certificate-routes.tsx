import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

// Decision 088: the student's certificates and the public verification page, each its own chunk.
const CertificatesPage = lazyPage(() => import('../../../features/certificates/certificates-screen.tsx'), 'CertificatesScreen');
const verify = () => import('../../../features/certificates/verify-certificate-screen.tsx');
const VerifyCertificatePage = lazyPage(verify, 'VerifyCertificateScreen');

const privatePage = (path: string, element: ReactNode): RouteObject => ({ path, element: <Access level="private">{element}</Access> });
const openPage = (path: string, element: ReactNode): RouteObject => ({ path, element: <Access level="all">{element}</Access> });

export const certificateRoutes: RouteObject[] = [
  privatePage('account/certificates', <CertificatesPage />),
  openPage('certificates/verify', <VerifyCertificatePage />),
  openPage('certificates/verify/:code', <VerifyCertificatePage />),
];
