import type { AuthResponse, PasswordSetLink } from '@parla/contracts';
import { http } from '../../../shared/http/http.ts';

/** Guest checkout and the first-password link (docs/api/identity.md, decision 063). */
export const guestRequests = {
  startGuestCheckout: (input: {
    email: string;
    acceptPrivacyPolicy: boolean;
    acceptTerms: boolean;
    confirmAge: boolean;
    marketingAgreement: boolean;
    timezone?: string;
    locale: string;
    section?: string;
  }) => http.post<AuthResponse>('/api/users/guest', input),
  checkPasswordSetLink: (token: string) => http.get<PasswordSetLink>(`/api/users/password-set/${encodeURIComponent(token)}`),
  setPassword: (token: string, input: { password: string; passwordConfirmation: string; firstName?: string; lastName?: string }) =>
    http.post<AuthResponse>(`/api/users/password-set/${encodeURIComponent(token)}`, input),
};
