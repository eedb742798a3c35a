import type { AuthResponse, ClientUser } from '@parla/contracts';
import type { AreaName } from '../config/runtime-config.ts';
import { http } from '../http/http.ts';

/** Each area signs in against its own check, so a student cannot open the teacher app (identity.md). */
const LOGIN_CHECK: Record<AreaName, string> = {
  learn: '/api/login_check',
  classroom: '/api/login_check',
  teacher: '/teacher/login_check',
  admin: '/admin/login_check',
};

export interface LoginForm {
  email: string;
  password: string;
  rememberMe: boolean;
  recaptchaToken?: string;
}

export function postLogin(area: AreaName, form: LoginForm): Promise<AuthResponse> {
  return http.post<AuthResponse>(
    LOGIN_CHECK[area],
    { _username: form.email, _password: form.password, _remember_me: form.rememberMe, recaptcha_token: form.recaptchaToken },
    { loginCheck: true },
  );
}

export function getMe(): Promise<ClientUser> {
  return http.get<ClientUser>('/api/users/me', { expectUnauthorized: true });
}

/** Logout is a POST (with X-Release-Id, like every change): a GET never signs anyone out. */
export async function postLogout(): Promise<void> {
  await http.post<unknown>('/api/jwt-logout', {}, { expectUnauthorized: true });
}
