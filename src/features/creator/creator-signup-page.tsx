// The creator application (public spec: Creator application): ID front, a selfie with
// the ID and the agreement; a pending request shows its state instead of the form, and
// an approved creator goes to the panel. The server checks everything again.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router-dom';
import { paths, type NoticeState } from '../../lib/paths';
import { toUserError } from '../../data/errors';
import { refreshSession, useSession } from '../../data/session';
import { FormMessage } from '../../ui/form-field';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, link } from '../../ui/styles';
import { AuthCard } from '../account/auth-card';
import { submitApplication, useMyApplication, type MyApplication } from './api';
import { applicationSchema, type Application, type ApplicationValues } from './application-schema';
import { IdImageInput } from './id-image-input';
import { T, useT } from '../../i18n';

export const SUBMIT_FAILED = 'signup.submit_failed';

export function CreatorSignupPage() {
  const t = useT('creator');
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
    const state: NoticeState = { message: t('signup.first') };
    return <Navigate to={paths.signup()} replace state={state} />;
  }
  if (submitted) {
    return (
      <StatusPanel title={t('signup.submitted_title')} message={t('signup.submitted_message')} polite>
        <Link to={paths.home()} className={btnPrimary}>
          {t('signup.back_home')}
        </Link>
      </StatusPanel>
    );
  }
  if (loadError) {
    return (
      <StatusPanel title={t('signup.load_failed_title')} message={t('signup.load_failed_message')}>
        <button type="button" className={btnPrimary} onClick={() => window.location.reload()}>
          {t('signup.try_again')}
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
      <StatusPanel title={t('signup.pending_title')} message={t('signup.pending_message')} polite>
        <Link to={paths.home()} className={btnSecondary}>
          {t('signup.back_home')}
        </Link>
      </StatusPanel>
    );
  }
  return <ApplicationForm userId={user.id} previous={app} onDone={() => setSubmitted(true)} />;
}

function ApplicationForm({ userId, previous, onDone }: { userId: string; previous: MyApplication; onDone: () => void }) {
  const t = useT('creator');
  // Checked as the member picks: a wrong image is flagged at once, and Submit stays
  // disabled until both images are fine and the agreement is ticked.
  const { control, register, handleSubmit, formState } = useForm<ApplicationValues, unknown, Application>({
    resolver: zodResolver(applicationSchema),
    defaultValues: { id_document: null, id_selfie: null, agreed: false },
    mode: 'onChange',
  });
  const apply = useMutation({
    mutationFn: (v: Application) => submitApplication(userId, v.id_document, v.id_selfie),
    onSuccess: onDone,
  });
  // Busy from sending until the page shows 'Request Submitted!'.
  const busy = formState.isSubmitting || apply.isPending || apply.isSuccess;
  const ready = formState.isValid && !busy;
  const failed = t(SUBMIT_FAILED);
  const detail = apply.error ? toUserError(apply.error, failed) : null;
  const error = detail === null ? undefined : detail === failed ? failed : `${failed} ${detail}`;

  const submit = handleSubmit((v) => apply.mutate(v));

  return (
    <AuthCard title={t('login.become')}>
      {previous.status === 'rejected' || previous.status === 'revoked' ? (
        <p role="status" className="rounded-lg border border-border bg-surface-2 px-3 py-2 text-sm text-muted">
          {previous.notes
            ? t('signup.previous_notes', { status: previous.status, notes: previous.notes })
            : t('signup.previous', { status: previous.status })}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        {t('signup.intro')}
      </p>
      <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e)} noValidate>
        <Controller
          name="id_document"
          control={control}
          render={({ field, fieldState }) => (
            <IdImageInput
              label={t('signup.id_document')}
              hint={t('signup.id_document_hint')}
              error={field.value && fieldState.error?.message ? t(fieldState.error.message) : null}
              onChange={field.onChange}
              disabled={busy}
            />
          )}
        />
        <Controller
          name="id_selfie"
          control={control}
          render={({ field, fieldState }) => (
            <IdImageInput
              label={t('signup.selfie')}
              hint={t('signup.selfie_hint')}
              error={field.value && fieldState.error?.message ? t(fieldState.error.message) : null}
              onChange={field.onChange}
              disabled={busy}
            />
          )}
        />
        <label className="flex items-start gap-3 text-sm text-fg">
          <input type="checkbox" className="mt-1 size-5 accent-accent" disabled={busy} {...register('agreed')} />
          <span>
            <T ns="creator" k="signup.agree" components={{ 0: <Link to={paths.creator.terms()} className={`${link} underline`} /> }} />
          </span>
        </label>
        <FormMessage kind="error">{error}</FormMessage>
        <button type="submit" className={btnPrimary} disabled={!ready}>
          {busy ? t('signup.submitting') : t('signup.submit')}
        </button>
      </form>
    </AuthCard>
  );
}
