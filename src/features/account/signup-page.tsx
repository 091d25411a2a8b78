// /signup (spec §2): the form, then 'Check your email' when a verification link really
// went out (with a resend action), or 'Account created' when the site sends no e-mail.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { FormMessage } from '../../ui/form-field';
import { RouteNotice } from '../../ui/route-notice';
import { btnSecondary, link } from '../../ui/styles';
import { resendVerification } from './api';
import { AuthCard } from './auth-card';
import { CheckEmail, SignupForm } from './signup-form';

function Resend({ email }: { email: string }) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done' | 'failed'; text: string }>({ kind: 'idle' });
  const send = () => {
    setState({ kind: 'sending' });
    resendVerification(email).then(
      () => setState({ kind: 'done', text: `A new verification link has been sent to ${email}.` }),
      (err: unknown) => setState({ kind: 'failed', text: err instanceof Error ? err.message : 'Failed to send verification email' }),
    );
  };
  return (
    <div className="flex flex-col gap-2">
      {state.kind === 'done' ? <FormMessage kind="success">{state.text}</FormMessage> : null}
      {state.kind === 'failed' ? <FormMessage kind="error">{state.text}</FormMessage> : null}
      <button type="button" className={btnSecondary} disabled={state.kind === 'sending'} onClick={send}>
        {state.kind === 'sending' ? 'Sending...' : 'Resend verification email'}
      </button>
    </div>
  );
}

export function SignupPage() {
  const [done, setDone] = useState<{ email: string; verification: boolean | null } | null>(null);
  return (
    <AuthCard title="Become a Member">
      {done ? (
        <>
          <CheckEmail email={done.email} required={done.verification} />
          {done.verification ? <Resend email={done.email} /> : null}
          <Link to={paths.login()} className={link}>
            Go to Log In
          </Link>
        </>
      ) : (
        <>
          <RouteNotice />
          <SignupForm onDone={(email, verification) => setDone({ email, verification })} />
          <p className="text-sm text-muted">
            Already a member?{' '}
            {/* Underlined: a link inside text must not rely on colour alone (axe link-in-text-block). */}
            <Link to={paths.login()} className={`${link} underline`}>
              Log In
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
