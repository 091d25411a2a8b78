// /signup (spec §2): the form, then 'Check your email' when a verification link really
// went out (with a resend action), or 'Account created' when the site sends no e-mail.
import { useT } from '../../i18n';
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
  const t = useT('account');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done' | 'failed'; text: string }>({ kind: 'idle' });
  const send = () => {
    setState({ kind: 'sending' });
    resendVerification(email).then(
      () => setState({ kind: 'done', text: t('signup.resent', { email }) }),
      (err: unknown) => setState({ kind: 'failed', text: err instanceof Error ? err.message : t('validation.resendFailed') }),
    );
  };
  return (
    <div className="flex flex-col gap-2">
      {state.kind === 'done' ? <FormMessage kind="success">{state.text}</FormMessage> : null}
      {state.kind === 'failed' ? <FormMessage kind="error">{state.text}</FormMessage> : null}
      <button type="button" className={btnSecondary} disabled={state.kind === 'sending'} onClick={send}>
        {state.kind === 'sending' ? t('signup.sending') : t('signup.resend')}
      </button>
    </div>
  );
}

export function SignupPage() {
  const tc = useT('common');
  const t = useT('account');
  const [done, setDone] = useState<{ email: string; verification: boolean | null } | null>(null);
  return (
    <AuthCard title={tc('nav.become_member')}>
      {done ? (
        <>
          <CheckEmail email={done.email} required={done.verification} />
          {done.verification ? <Resend email={done.email} /> : null}
          <Link to={paths.login()} className={link}>
            {t('signup.go_to_login')}
          </Link>
        </>
      ) : (
        <>
          <RouteNotice />
          <SignupForm onDone={(email, verification) => setDone({ email, verification })} />
          <p className="text-sm text-muted">
            {t('signup.already_member')}{' '}
            {/* Underlined: a link inside text must not rely on colour alone (axe link-in-text-block). */}
            <Link to={paths.login()} className={`${link} underline`}>
              {tc('nav.log_in')}
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
