// /appeal/:id?report=…&token=… — a depicted person's appeal (issue 38 item 2). The link
// comes by e-mail with the decision on a report that left an address (internal/moderation
// appeals.go): the token proves the address, no account is needed. One appeal per case;
// another moderator decides it.
import { useId, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { pb } from '../../data/pb';
import { toUserError } from '../../data/errors';
import { useT } from '../../i18n';
import { btnPrimary, input } from '../../ui/styles';

export function DepictedAppealPage() {
  const t = useT('public');
  const id = useId();
  const { id: caseId = '' } = useParams();
  const [params] = useSearchParams();
  const [statement, setStatement] = useState('');
  const send = useMutation({
    mutationFn: () =>
      pb.send<{ reference: string }>(`/api/reelhouse/cases/${encodeURIComponent(caseId)}/appeal`, {
        method: 'POST',
        body: { statement: statement.trim(), report: params.get('report') ?? '', token: params.get('token') ?? '' },
        requestKey: null,
      }),
  });
  const short = statement.trim().length < 10;
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4">
      <h1 className="text-2xl font-bold text-fg">{t('appeal.title')}</h1>
      <p className="text-fg">{t('appeal.intro')}</p>
      {send.isSuccess ? (
        <p role="status" className="rounded-xl border border-border bg-surface p-4 text-fg">
          {t('appeal.sent', { reference: send.data.reference })}
        </p>
      ) : (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!short) send.mutate();
          }}
        >
          <label htmlFor={`${id}-s`} className="text-sm font-medium text-fg">
            {t('appeal.statement')}
          </label>
          <textarea id={`${id}-s`} rows={6} minLength={10} maxLength={5000} required className={input} value={statement} onChange={(e) => setStatement(e.target.value)} />
          {send.isError ? (
            <p role="alert" className="text-sm text-red-400">
              {toUserError(send.error, t('appeal.failed'))}
            </p>
          ) : null}
          <button type="submit" className={btnPrimary} disabled={send.isPending || short}>
            {t('appeal.send')}
          </button>
        </form>
      )}
    </main>
  );
}
