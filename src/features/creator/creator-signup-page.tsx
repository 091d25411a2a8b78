// The creator application (public spec: Creator application): ID front, a selfie with
// the ID and the agreement; a pending request shows its state instead of the form, and
// an approved creator goes to the panel. The server checks everything again.
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { paths, type NoticeState } from '../../lib/paths';
import { toUserError } from '../../data/errors';
import { refreshSession, useSession } from '../../data/session';
import { CREATOR_SIGNUP_FIRST } from '../../lib/messages';
import { FormMessage } from '../../ui/form-field';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, link } from '../../ui/styles';
import { AuthCard } from '../account/auth-card';
import { idImageProblem, submitApplication, useMyApplication, type MyApplication } from './api';
import { IdImageInput } from './id-image-input';

export const SUBMIT_FAILED = 'Failed to submit creator request. Please try again.';

export function CreatorSignupPage() {
  const status = useSession((s) => s.status);
  const user = useSession((s) => s.user);
  const application = useMyApplication(user?.id ?? null);
  const app = application.data ?? null;
  const loadError = application.isError;
  const [submitted, setSubmitted] = useState(false);

  const approvedSinceSignIn = !!app?.is_creator && !!user && !user.is_creator;
  useEffect(() => {
    if (approvedSinceSignIn) void refreshSession();
  }, [approvedSinceSignIn]);

  if (status === 'loading') return <Spinner />;
  if (!user) {
    const state: NoticeState = { message: CREATOR_SIGNUP_FIRST };
    return <Navigate to={paths.signup()} replace state={state} />;
  }
  if (submitted) {
    return (
      <StatusPanel title="Request Submitted!" message="An admin will review your ID. You will get a notification when it is decided." polite>
        <Link to={paths.home()} className={btnPrimary}>
          Back to Home
        </Link>
      </StatusPanel>
    );
  }
  if (loadError) {
    return (
      <StatusPanel title="Could not load your application" message="Check your connection and try again.">
        <button type="button" className={btnPrimary} onClick={() => window.location.reload()}>
          Try Again
        </button>
      </StatusPanel>
    );
  }
  if (!app) return <Spinner />;
  if (user.is_creator) return <Navigate to={paths.creator.dashboard()} replace />;
  // Approved since this session began: the effect above refreshes it, then we redirect.
  if (app.is_creator) return <Spinner />;
  if (app.status === 'pending') {
    return (
      <StatusPanel title="Request Pending" message="Your creator request is waiting for review. You will get a notification when it is decided." polite>
        <Link to={paths.home()} className={btnSecondary}>
          Back to Home
        </Link>
      </StatusPanel>
    );
  }
  return <ApplicationForm userId={user.id} previous={app} onDone={() => setSubmitted(true)} />;
}

function ApplicationForm({ userId, previous, onDone }: { userId: string; previous: MyApplication; onDone: () => void }) {
  const [idDocument, setIdDocument] = useState<File | null>(null);
  const [idSelfie, setIdSelfie] = useState<File | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const filesOk = !!idDocument && !!idSelfie && !idImageProblem(idDocument) && !idImageProblem(idSelfie);
  const ready = filesOk && agreed && !busy;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!ready || !idDocument || !idSelfie) return;
    setBusy(true);
    setError(null);
    try {
      await submitApplication(userId, idDocument, idSelfie);
      onDone();
    } catch (err) {
      const detail = toUserError(err, SUBMIT_FAILED);
      setError(detail === SUBMIT_FAILED ? SUBMIT_FAILED : `${SUBMIT_FAILED} ${detail}`);
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Become a Creator">
      {previous.status === 'rejected' || previous.status === 'revoked' ? (
        <p role="status" className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-muted">
          Your previous request was {previous.status}
          {previous.notes ? `: ${previous.notes}` : '.'} You may apply again.
        </p>
      ) : null}
      <p className="text-sm text-muted">
        To verify your age, upload a photo of the front of your ID document and a selfie holding it. Only admins can see
        them; location and camera data are removed from the images.
      </p>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <IdImageInput label="ID Document (front)" hint="JPEG, PNG or WebP, at most 10 MB." file={idDocument} onChange={setIdDocument} disabled={busy} />
        <IdImageInput label="Selfie with ID" hint="Your face and the ID in one photo. JPEG, PNG or WebP, at most 10 MB." file={idSelfie} onChange={setIdSelfie} disabled={busy} />
        <label className="flex items-start gap-3 text-sm text-fg">
          <input type="checkbox" className="mt-1 size-5 accent-accent" checked={agreed} disabled={busy} onChange={(e) => setAgreed(e.target.checked)} />
          <span>
            I certify that I am at least 18 years old and agree that my ID is used for age verification only. I accept the{' '}
            <Link to={paths.creator.terms()} className={`${link} underline`}>
              creator terms
            </Link>
            .
          </span>
        </label>
        <FormMessage kind="error">{error}</FormMessage>
        <button type="submit" className={btnPrimary} disabled={!ready}>
          {busy ? 'Submitting...' : 'Submit Request'}
        </button>
      </form>
    </AuthCard>
  );
}
