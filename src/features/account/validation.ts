// The account forms' rules and texts (public-site spec §5, §8). Pure, unit-tested.
import { paths } from '../../lib/paths';

export const MSG = {
  username: 'Username must be 3-20 characters long and can only contain lowercase letters, numbers, and underscores',
  mismatch: 'Passwords do not match',
  passwordLength: 'Password must be at least 6 characters long',
  email: 'Please enter a valid email address',
  emailTaken: 'This email is already registered. Please log in instead.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  signupFailed: 'Failed to create account. Please try again.',
  noAccount: 'No account found with this email address',
  resetFailed: 'Failed to send reset email',
  updatePasswordFailed: 'Failed to update password',
  newMismatch: 'New passwords do not match',
  wrongPassword: 'Current password is incorrect',
  login: 'Invalid email or password',
  unverified: 'Please verify your email address before logging in.',
  resendFailed: 'Failed to send verification email',
  invalidLink: 'This link is invalid or has expired.',
  verifyFailed: 'Failed to verify your email address',
  emailChangeFailed: 'Failed to change your email address',
} as const;

export const USERNAME_RE = /^[a-z0-9_]{3,20}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 6;

export const normalizeUsername = (v: string) => v.trim().toLowerCase();

export function usernameError(v: string): string | null {
  return USERNAME_RE.test(normalizeUsername(v)) ? null : MSG.username;
}

export function emailError(v: string): string | null {
  return EMAIL_RE.test(v.trim()) ? null : MSG.email;
}

export function passwordError(v: string): string | null {
  return v.length >= MIN_PASSWORD ? null : MSG.passwordLength;
}

export interface SignupInput {
  username: string;
  email: string;
  password: string;
  confirm: string;
}

export type SignupErrors = Partial<Record<keyof SignupInput, string>>;

/** PocketBase's field errors on users create → the spec's texts. */
export function signupServerError(data: unknown): SignupErrors & { form?: string } {
  const fields = (data && typeof data === 'object' && 'data' in data ? (data as { data: unknown }).data : null) as Record<
    string,
    { code?: string; message?: string }
  > | null;
  if (!fields || typeof fields !== 'object') return { form: MSG.signupFailed };
  const out: SignupErrors & { form?: string } = {};
  if (fields.email) out.email = fields.email.code === 'validation_not_unique' ? MSG.emailTaken : MSG.email;
  if (fields.username) out.username = fields.username.code === 'validation_not_unique' ? MSG.usernameTaken : MSG.username;
  if (fields.password) out.password = MSG.passwordLength;
  if (fields.passwordConfirm) out.confirm = MSG.mismatch;
  if (!Object.keys(out).length) out.form = MSG.signupFailed;
  return out;
}

/** Where a returnTo parameter may send the member: same-site paths only. */
export function safeReturnTo(value: string | null | undefined, fallback = paths.login()): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
