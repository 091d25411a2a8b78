// Account calls: PocketBase's own auth endpoints through the SDK, plus the account routes
// of docs/api-account.md (/users/exists, /account/username, /has-role).
import { ClientResponseError } from 'pocketbase';
import { pb } from '../../data/pb';
import { errorCode, errorStatus, toUserError } from '../../data/errors';
import { getSession, login, logout, refreshSession, TotpRequiredError, type SecondStep } from '../../data/session';
import { Collections, type Me } from '../../data/types';
import { langOf } from '../../i18n/languages';
import { activeLocale } from '../../i18n/runtime';
import { MSG, normalizeUsername, signupServerError, type SignupErrors, type SignupInput } from './validation';

const users = () => pb.collection(Collections.Users);

export type SignupResult = { ok: true; verification: boolean | null } | { ok: false; errors: SignupErrors & { form?: string } };

/**
 * Creates the account and asks PocketBase to send the verification e-mail; `verification`
 * says whether one really goes out (and must be followed before logging in).
 */
export async function signUp(input: SignupInput): Promise<SignupResult> {
  const email = input.email.trim();
  try {
    await users().create(
      {
        email,
        username: normalizeUsername(input.username),
        password: input.password,
        passwordConfirm: input.confirm,
        emailVisibility: false,
        // The language the member signs up in: the verification e-mail and later mails
        // and notices are in it (internal/authmail), until they choose another.
        language: langOf(activeLocale()),
      },
      { requestKey: null },
    );
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 400) return { ok: false, errors: signupServerError(err.response) };
    return { ok: false, errors: { form: toUserError(err, MSG.signupFailed) } };
  }
  try {
    await users().requestVerification(email, { requestKey: null });
  } catch {
    // The account exists; the member can ask for another link later (logged server side).
  }
  return { ok: true, verification: await verificationRequired() };
}

/** The sign-in was refused because the address is not verified yet (SMTP configured). */
export class UnverifiedEmailError extends Error {
  constructor(readonly email: string) {
    super(MSG.unverified);
  }
}

const isUnverified = (err: unknown) => err instanceof ClientResponseError && err.status === 403 && errorCode(err.response)?.code === 'email_not_verified';

/** Whether sign-up sends a link that must be followed before logging in (SMTP configured). */
export async function verificationRequired(): Promise<boolean | null> {
  try {
    return (await pb.send<{ required: boolean }>('/api/reelhouse/auth/verification', { method: 'GET', requestKey: null })).required === true;
  } catch {
    return null;
  }
}

/** Sends another verification link (PocketBase answers 204 whether or not the address exists). */
export async function resendVerification(email: string): Promise<void> {
  try {
    await users().requestVerification(email.trim(), { requestKey: null });
  } catch (err) {
    throw new Error(toUserError(err, MSG.resendFailed));
  }
}

/** Sign-in for the member login page. Throws the text to show. */
export async function signIn(email: string, password: string, second?: SecondStep): Promise<Me | null> {
  try {
    return await login(email.trim(), password, second);
  } catch (err) {
    if (err instanceof TotpRequiredError) throw err;
    if (second) throw new Error(toUserError(err, MSG.login));
    if (isUnverified(err)) throw new UnverifiedEmailError(email.trim());
    if (errorStatus(err) === 400) throw new Error(MSG.login);
    throw new Error(toUserError(err, MSG.login));
  }
}

export async function hasRole(role: 'admin' | 'creator' | 'premium'): Promise<boolean> {
  const res = await pb.send<{ has_role: boolean }>(`/api/reelhouse/has-role?role=${role}`, { method: 'GET', requestKey: null });
  return res.has_role === true;
}

const DENIED = {
  admin: 'Access denied: Admin privileges required',
  creator: 'Access denied: Creator privileges required',
} as const;
export const INSUFFICIENT = 'Invalid credentials or insufficient privileges';

/** Sign-in for the admin and creator areas: a member without the role is signed out again. */
/** An admin signed in who must turn on two-step sign-in before the admin panel opens. */
export class AdminEnrolmentError extends Error {
  constructor() {
    super('admin_enrolment');
  }
}

export async function signInWithRole(email: string, password: string, role: 'admin' | 'creator', second?: SecondStep): Promise<void> {
  let me: Me | null = null;
  try {
    me = await login(email.trim(), password, second);
  } catch (err) {
    if (err instanceof TotpRequiredError) throw err;
    if (second) throw new Error(toUserError(err, MSG.login));
    if (isUnverified(err)) throw new UnverifiedEmailError(email.trim());
    throw new Error(errorStatus(err) === 400 ? INSUFFICIENT : toUserError(err, INSUFFICIENT));
  }
  // The server took the admin role off until the admin enrols: stay signed in, go enrol.
  if (role === 'admin' && me?.two_factor_required) throw new AdminEnrolmentError();
  let allowed = false;
  try {
    allowed = await hasRole(role);
  } catch {
    allowed = false;
  }
  if (!allowed) {
    await logout();
    throw new Error(DENIED[role]);
  }
}

const RETURN_KEY = 'reelhouse.reset.returnTo';

/** Step 1 of a reset: only for known addresses; remembers where to go afterwards. */
export async function requestPasswordReset(email: string, returnTo: string | null): Promise<void> {
  const address = email.trim();
  let exists = false;
  try {
    exists = (await pb.send<{ exists: boolean }>('/api/reelhouse/users/exists', { method: 'POST', body: { email: address }, requestKey: null })).exists;
  } catch (err) {
    throw new Error(toUserError(err, MSG.resetFailed));
  }
  if (!exists) throw new Error(MSG.noAccount);
  try {
    await users().requestPasswordReset(address, { requestKey: null });
  } catch (err) {
    throw new Error(toUserError(err, MSG.resetFailed));
  }
  try {
    if (returnTo) localStorage.setItem(RETURN_KEY, returnTo);
    else localStorage.removeItem(RETURN_KEY);
  } catch {
    /* storage unavailable: default target */
  }
}

/** The returnTo remembered by the request (the e-mail link carries only the token). */
export function storedReturnTo(): string | null {
  try {
    return localStorage.getItem(RETURN_KEY);
  } catch {
    return null;
  }
}

/** Step 2: the token from the e-mail link sets the new password. */
export async function confirmPasswordReset(token: string, password: string, confirm: string): Promise<void> {
  try {
    await users().confirmPasswordReset(token, password, confirm, { requestKey: null });
    try {
      localStorage.removeItem(RETURN_KEY);
    } catch {
      /* ignore */
    }
  } catch (err) {
    throw new Error(toUserError(err, MSG.updatePasswordFailed));
  }
}

/** Whether PocketBase refused the token itself (expired, used, or not a token at all). */
const tokenRefused = (err: unknown) =>
  err instanceof ClientResponseError && err.status === 400 && Boolean((err.response?.data as Record<string, unknown> | undefined)?.token);

/**
 * The link of the verification e-mail (/verify-email?token=, see pb_hooks/mail.pb.js).
 * Signed in as that member, the session is refreshed so the site sees the address verified.
 */
export async function confirmVerification(token: string): Promise<void> {
  try {
    await users().confirmVerification(token, { requestKey: null });
  } catch (err) {
    // PocketBase answers 400 for any token it does not accept, with or without data.token.
    throw new Error(tokenRefused(err) || errorStatus(err) === 400 ? MSG.invalidLink : toUserError(err, MSG.verifyFailed));
  }
  if (pb.authStore.isValid) {
    try {
      await users().authRefresh({ requestKey: null });
    } catch {
      /* the stored record keeps its old flag until the next refresh */
    }
    await refreshSession();
  }
}

/** A token's claims (its JWT payload; PocketBase's carry the record id and e-mail), or {}. */
function tokenClaims(token: string): { id?: unknown; email?: unknown } {
  try {
    const part = token.split('.')[1] ?? '';
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { id?: unknown; email?: unknown };
  } catch {
    return {};
  }
}

/** The address a verification token was issued for (to offer a new link), or ''. */
export function tokenEmail(token: string): string {
  const email = tokenClaims(token).email;
  return typeof email === 'string' ? email : '';
}

/**
 * The link of the e-mail change mail (/confirm-email?token=): the account's password
 * confirms it. PocketBase then invalidates the member's tokens, so a session of that member
 * on this device ends too (logout() also drops their private data) and they sign in again
 * with the new address.
 */
export async function confirmEmailChange(token: string, password: string): Promise<void> {
  try {
    // A plain send, not users().confirmEmailChange(): the SDK would clear the auth store
    // itself, before logout() could see whose private data to remove.
    await pb.send(`/api/collections/${Collections.Users}/confirm-email-change`, {
      method: 'POST',
      body: { token, password },
      requestKey: null,
    });
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 400) {
      const data = (err.response?.data ?? {}) as Record<string, unknown>;
      if (data.password && !data.token) throw new Error(MSG.wrongPassword);
      throw new Error(MSG.invalidLink);
    }
    throw new Error(toUserError(err, MSG.emailChangeFailed));
  }
  const me = pb.authStore.record?.id ?? getSession().user?.id;
  if (me && me === tokenClaims(token).id) await logout();
}

export async function changeUsername(username: string, currentPassword: string): Promise<void> {
  try {
    await pb.send('/api/reelhouse/account/username', {
      method: 'POST',
      body: { username: normalizeUsername(username), current_password: currentPassword },
      requestKey: null,
    });
  } catch (err) {
    // PocketBase ends API messages with a period; the spec's text has none.
    const text = toUserError(err, 'Failed to update username');
    throw new Error(text.replace(/\.$/, '') === MSG.wrongPassword ? MSG.wrongPassword : text);
  }
  try {
    await users().authRefresh({ requestKey: null });
  } catch {
    /* the session answer below still carries the new name */
  }
  await refreshSession();
}

export async function changeEmail(email: string): Promise<void> {
  try {
    await users().requestEmailChange(email.trim(), { requestKey: null });
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 400) {
      const data = (err.response?.data ?? {}) as Record<string, { code?: string }>;
      if (data.newEmail?.code === 'validation_record_email_invalid' || data.newEmail?.code === 'validation_is_email')
        throw new Error(MSG.email);
      if (data.newEmail) throw new Error(MSG.emailTaken);
    }
    throw new Error(toUserError(err, 'Failed to update email'));
  }
}

/** Changes the password; PocketBase then invalidates old tokens, so sign in again with the new one. */
export async function changePassword(current: string, next: string, confirm: string): Promise<void> {
  const me = pb.authStore.record;
  if (!me) throw new Error('Failed to update password');
  const email = String(me.email ?? '');
  try {
    // A plain send, not users().update(): the SDK would store the record under the old
    // token, which the password change has just invalidated (the session would sign out).
    await pb.send(`/api/collections/${Collections.Users}/records/${encodeURIComponent(me.id)}`, {
      method: 'PATCH',
      body: { oldPassword: current, password: next, passwordConfirm: confirm },
      requestKey: null,
    });
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 400 && (err.response?.data as Record<string, unknown>)?.oldPassword) {
      throw new Error(MSG.wrongPassword);
    }
    throw new Error(toUserError(err, 'Failed to update password'));
  }
  if (email) {
    try {
      await users().authWithPassword(email, next, { requestKey: null });
    } catch {
      /* signed out by the token change; the member signs in again */
    }
  }
}
