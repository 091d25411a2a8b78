// /reset-password: request a reset e-mail; with ?token= (the link in that e-mail, see
// pb_hooks/mail.pb.js) set the new password, then go to returnTo (default /login) after 2 s.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { Field, FormMessage } from '../../ui/form-field';
import { btnPrimary, link } from '../../ui/styles';
import { confirmPasswordReset, requestPasswordReset, storedReturnTo } from './api';
import { AuthCard } from './auth-card';
import { useFormAction } from './use-form-action';
import { MSG, passwordError, safeReturnTo } from './validation';

export const REDIRECT_MS = 2000;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const returnTo = params.get('returnTo');
  return (
    <AuthCard title="Reset Password">
      {token ? <NewPasswordForm token={token} returnTo={returnTo} /> : <RequestForm returnTo={returnTo} />}
    </AuthCard>
  );
}

function RequestForm({ returnTo }: { returnTo: string | null }) {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { error, busy, run } = useFormAction(MSG.resetFailed);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void run(async () => {
      await requestPasswordReset(email, returnTo ? safeReturnTo(returnTo) : null);
      setSent(true);
    });
  }

  if (sent) {
    return (
      <div role="status" className="flex flex-col gap-2">
        <h2 className="text-xl font-bold text-fg">Check your email</h2>
        <p className="text-sm text-muted">We sent a link to reset your password to {email.trim()}.</p>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <p className="text-sm text-muted">Enter your account's email address and we will send you a link to reset your password.</p>
      <FormMessage kind="error">{error}</FormMessage>
      <Field label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      <button type="submit" className={btnPrimary} disabled={busy || !email.trim()}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </button>
      <Link to={safeReturnTo(returnTo, paths.login())} className={`${link} text-sm`}>
        Back to Log In
      </Link>
    </form>
  );
}

function NewPasswordForm({ token, returnTo }: { token: string; returnTo: string | null }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { error, setError, busy, run } = useFormAction(MSG.updatePasswordFailed);
  const target = safeReturnTo(returnTo ?? storedReturnTo(), paths.login());

  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate(target, { replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [done, navigate, target]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const invalid = passwordError(password) ?? (password !== confirm ? MSG.newMismatch : null);
    if (invalid) {
      setError(invalid);
      return;
    }
    void run(async () => {
      await confirmPasswordReset(token, password, confirm);
      setDone(true);
    });
  }

  if (done) return <FormMessage kind="success">Password updated successfully</FormMessage>;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <FormMessage kind="error">{error}</FormMessage>
      <Field label="New Password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <Field
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <button type="submit" className={btnPrimary} disabled={busy || !password || !confirm}>
        {busy ? 'Saving...' : 'Update Password'}
      </button>
    </form>
  );
}
