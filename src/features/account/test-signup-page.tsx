// /testsignup: the same signup form on a bare page, for checking the sign-up flow.
import { useState } from 'react';
import { AuthCard } from './auth-card';
import { CheckEmail, SignupForm } from './signup-form';

export function TestSignupPage() {
  const [done, setDone] = useState<{ email: string; verification: boolean | null } | null>(null);
  return (
    <AuthCard title="Test Signup">
      {done ? <CheckEmail email={done.email} required={done.verification} /> : <SignupForm onDone={(email, verification) => setDone({ email, verification })} />}
    </AuthCard>
  );
}
