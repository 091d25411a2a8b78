// The verification screen of a visitor from a region whose law asks for a real age check
// (issue 37): the server sends no content until a provider said "over 18"; here the
// visitor picks a provider and goes there. Loaded only for those visitors.
import { useMutation } from '@tanstack/react-query';
import { useT } from '../../i18n';
import { btnPrimary, link } from '../../ui/styles';
import { paths } from '../../lib/paths';
import { failedCheck, startAgeCheck, type AgeStatus } from './age-verify-api';

const failureKeys = {
  refused: 'age_verify.failed_refused',
  not_adult: 'age_verify.failed_not_adult',
  expired: 'age_verify.failed_expired',
  invalid: 'age_verify.failed_refused',
} as const;

export default function AgeVerifyScreen({ status }: { status: AgeStatus }) {
  const t = useT('public');
  const failed = failedCheck(window.location.search);
  // Starting a check is a write (the server opens a session with the provider); once it
  // answered, the page leaves for the provider, so the buttons stay busy.
  const start = useMutation({
    mutationFn: (provider: string) => {
      const here = window.location.pathname + window.location.search.replace(/[?&]age_check=[^&]*/, '');
      return startAgeCheck(provider, here || '/');
    },
    onSuccess: (url) => window.location.assign(url),
  });
  const busy = start.isPending || start.isSuccess ? (start.variables ?? '') : '';
  const error = start.isError;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-lg flex-col justify-center gap-4 px-4 py-10 text-center" aria-labelledby="age-verify-title">
      <h1 id="age-verify-title" className="text-2xl font-bold text-fg">
        {t('age_verify.title')}
      </h1>
      <p className="text-sm leading-relaxed text-muted">{t('age_verify.text', { region: status.region })}</p>
      {failed && (
        <p role="alert" className="rounded-md border border-border bg-surface p-3 text-sm text-fg">
          {t(failureKeys[failed])}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md border border-border bg-surface p-3 text-sm text-fg">
          {t('age_verify.unavailable')}
        </p>
      )}
      {status.providers.length === 0 ? (
        <p className="text-sm text-muted">{t('age_verify.no_provider')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {status.providers.map((p) => (
            <li key={p.id} className="flex flex-col gap-1">
              <button type="button" className={btnPrimary} disabled={busy !== ''} aria-busy={busy === p.id} onClick={() => start.mutate(p.id)}>
                {t('age_verify.with', { provider: p.name })}
              </button>
              <span className="text-xs text-muted">{p.method}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm">
        <a href={paths.ageAssurance()} className={link}>
          {t('age_verify.how')}
        </a>
      </p>
    </main>
  );
}
