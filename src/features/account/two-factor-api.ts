// Two-step sign-in calls (internal/twofactor, docs/account-security.md).
import { pb } from '../../data/pb';
import { toUserError } from '../../data/errors';
import { refreshSession } from '../../data/session';

export interface TwoFactorStatus {
  enabled: boolean;
  recovery_left: number;
  admin_enrolment_required: boolean;
}
export interface TwoFactorSetup {
  secret: string;
  otpauth_url: string;
  qr: string;
}

const BASE = '/api/reelhouse/account/2fa';

async function send<T>(path: string, method: string, body?: unknown, fallback = 'Something went wrong.'): Promise<T> {
  try {
    return await pb.send<T>(`${BASE}${path}`, { method, body, requestKey: null });
  } catch (err) {
    throw new Error(toUserError(err, fallback));
  }
}

export const twoFactorStatus = () => send<TwoFactorStatus>('', 'GET');
export const startTwoFactor = () => send<TwoFactorSetup>('/setup', 'POST');
export async function enableTwoFactor(code: string): Promise<string[]> {
  const res = await send<{ recovery_codes: string[] }>('/enable', 'POST', { code: code.trim() });
  void refreshSession(); // an admin who had to enrol is an admin again
  return res.recovery_codes;
}
export const disableTwoFactor = (confirm: { code?: string; password?: string }) => send<{ enabled: false }>('/disable', 'POST', confirm);
