// Account settings: "Download my data" (a job builds the zip; offered 7 days) and deleting
// the account (the password again, and the code when two-step sign-in is on; asked once more
// in the site's own dialog, never window.confirm).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../data/session';
import { useLocale, useT } from '../../i18n';
import { formatDate } from '../../i18n/format';
import { paths } from '../../lib/paths';
import { useConfirm } from '../../ui/confirm-dialog';
import { Field, FormMessage } from '../../ui/form-field';
import { btnDanger, btnSecondary } from '../../ui/styles';
import { deleteAccount, downloadExport, latestExport, startExport } from './my-data-api';

const KEY = ['account', 'data-export'];

export function DataExportPanel() {
  const t = useT('account');
  const locale = useLocale();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: KEY,
    queryFn: latestExport,
    // While the job runs, ask again every 2 s.
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? 2000 : false),
  });
  const exp = q.data ?? null;
  const fresh = exp && !(exp.state === 'ready' && new Date(exp.expires.replace(' ', 'T')).getTime() < Date.now()) ? exp : null;
  // Starting an export or downloading one: either way the list is read again after.
  const act = useMutation({ mutationFn: (run: () => Promise<unknown>) => run(), onSettled: () => qc.invalidateQueries({ queryKey: KEY }) });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-fg">{t('mydata.intro')}</p>
      <FormMessage kind="error">{act.error?.message}</FormMessage>
      {fresh?.state === 'pending' ? (
        <p role="status" className="text-sm text-muted">
          {t('mydata.preparing')}
        </p>
      ) : null}
      {fresh?.state === 'failed' ? <FormMessage kind="error">{t('mydata.failed')}</FormMessage> : null}
      {fresh?.state === 'ready' ? (
        <button type="button" className={btnSecondary} onClick={() => act.mutate(() => downloadExport(fresh.id))}>
          {t('mydata.download', { until: formatDate(fresh.expires.replace(' ', 'T'), locale) })}
        </button>
      ) : null}
      {fresh?.state !== 'pending' ? (
        <button type="button" className={btnSecondary} disabled={q.isPending || act.isPending} onClick={() => act.mutate(startExport)}>
          {t('mydata.prepare')}
        </button>
      ) : null}
    </div>
  );
}

export function DeleteAccountPanel({ onDeleted }: { onDeleted?: () => void }) {
  const t = useT('account');
  const navigate = useNavigate();
  const twoFactor = useSession((s) => s.user?.two_factor === true);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [ask, confirmDialog] = useConfirm();
  const remove = useMutation({
    mutationFn: () => deleteAccount(password, code),
    onSuccess: () => {
      onDeleted?.();
      navigate(paths.home(), { replace: true });
    },
  });
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void ask({ title: t('delete.title'), description: t('delete.confirm'), confirmLabel: t('delete.submit'), destructive: true }).then(
          (ok) => ok && remove.mutate(),
        );
      }}
    >
      <p className="text-sm text-fg">{t('delete.intro')}</p>
      <FormMessage kind="error">{remove.error?.message}</FormMessage>
      <Field label={t('settings.current_password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      {twoFactor ? <Field label={t('totp.code')} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} /> : null}
      <button type="submit" className={btnDanger} disabled={remove.isPending || !password || (twoFactor && code.trim().length < 6)}>
        {t('delete.submit')}
      </button>
      {confirmDialog}
    </form>
  );
}
