import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { RouteNotice } from '../../ui/route-notice';
import { link } from '../../ui/styles';
import { AuthCard } from './auth-card';
import { CheckEmail, SignupForm } from './signup-form';

export function SignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthCard title="Become a Member">
      {sentTo ? (
        <>
          <CheckEmail email={sentTo} />
          <Link to={paths.login()} className={link}>
            Go to Log In
          </Link>
        </>
      ) : (
        <>
          <RouteNotice />
          <SignupForm onDone={setSentTo} />
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
