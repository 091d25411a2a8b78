// The custodian-of-records package (GET /admin/records/export): the records of one video
// (its id or slug) or of the videos uploaded in a period, as a zip with a manifest.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toUserError } from '../../../data/errors';
import { btnPrimary, input } from '../../../ui/styles';
import { useT } from '../../../i18n';
import { downloadRecords, scopeProblem, type ExportScope } from './api';

type Kind = 'video' | 'period';
const KIND: Record<Kind, string> = { video: 'records.export.kind_video', period: 'records.export.kind_period' };

export function ExportForm() {
  const t = useT('admin');
  const id = useId();
  const [kind, setKind] = useState<Kind>('video');
  const [video, setVideo] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // What the form lacks (checked here, before any request); the server's refusal and the
  // saved file's name come from the export's mutation.
  const [problem, setProblem] = useState<string | null>(null);
  const exporting = useMutation({ mutationFn: downloadRecords });
  const busy = exporting.isPending;
  const error = problem ?? (exporting.error ? toUserError(exporting.error, t('records.export.failed')) : null);
  const saved = exporting.data !== undefined ? t('records.export.saved', { name: exporting.data }) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const scope: ExportScope = kind === 'video' ? { video } : { from, to };
    const lack = scopeProblem(scope);
    setProblem(lack ? t(lack) : null);
    if (lack) exporting.reset();
    else exporting.mutate(scope);
  };

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-fg">
        {t('records.export.title')}
      </h2>
      <p className="text-sm text-muted">{t('records.export.help')}</p>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-medium text-fg">{t('records.export.scope')}</legend>
          {(['video', 'period'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm text-fg">
              <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
              {t(KIND[k])}
            </label>
          ))}
        </fieldset>
        {kind === 'video' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-v`} className="text-sm font-medium text-fg">
              {t('records.export.video')}
            </label>
            <input id={`${id}-v`} className={input} value={video} maxLength={200} autoComplete="off" onChange={(e) => setVideo(e.target.value)} />
          </div>
        ) : (
          <div className="flex flex-wrap gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-f`} className="text-sm font-medium text-fg">
                {t('records.export.from')}
              </label>
              <input id={`${id}-f`} type="date" className={input} value={from} onChange={(e) => setFrom(e.target.value)} />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-t`} className="text-sm font-medium text-fg">
                {t('records.export.to')}
              </label>
              <input id={`${id}-t`} type="date" className={input} value={to} onChange={(e) => setTo(e.target.value)} />
            </div>
          </div>
        )}
        <div>
          <button type="submit" className={btnPrimary} disabled={busy}>
            {busy ? t('records.export.working') : t('records.export.submit')}
          </button>
        </div>
        <div aria-live="polite">
          {error ? (
            <p role="alert" className="text-sm text-red-400">
              {error}
            </p>
          ) : null}
          {saved ? <p className="text-sm text-fg">{saved}</p> : null}
        </div>
      </form>
    </section>
  );
}
