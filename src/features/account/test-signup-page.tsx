// /testsignup: the same signup form on a bare page, for checking the sign-up flow.
import { useState } from 'react';
import { AuthCard } from './auth-card';
import { CheckEmail, SignupForm } from './signup-form';

export function TestSignupPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return <AuthCard title="Test Signup">{sentTo ? <CheckEmail email={sentTo} /> : <SignupForm onDone={setSentTo} />}</AuthCard>;
}
