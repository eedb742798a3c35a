import type { AuthResponse, ClientUser } from '@parla/contracts';
import { http } from '../../shared/http/http.ts';

/** The identity REST calls behind the auth screens (docs/api/identity.md). */
export const authRequests = {
  requestReset: (email: string) => http.post<{ ok: true; message?: string }>('/api/users/reset-password', { email }),
  checkResetToken: (token: string) => http.get<{ valid: true }>(`/api/users/reset/${encodeURIComponent(token)}`),
  resetPassword: (token: string, password: string, passwordConfirmation: string) =>
    http.post<{ ok: true }>(`/api/users/reset/${encodeURIComponent(token)}`, { password, passwordConfirmation }),
  register: (input: {
    email: string;
    firstName: string;
    password: string;
    acceptPrivacyPolicy: boolean;
    acceptTerms: boolean;
    confirmAge: boolean;
    marketingAgreement: boolean;
    timezone?: string;
    locale: string;
    section?: string;
    curriculum?: string;
    level?: string;
    learningGoals?: string[];
    referralCode?: string;
    next?: string;
    /** reCAPTCHA v3, action `register`, when the server checks captchas (decision 068). */
    recaptcha_token?: string;
  }) => http.post<AuthResponse>('/api/users', input),
  verifyEmail: (token: string) => http.post<{ user: ClientUser }>('/api/users/verify-email', { token }),
};
