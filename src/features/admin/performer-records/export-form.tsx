// The custodian-of-records package (GET /admin/records/export): the records of one video
// (its id or slug) or of the videos uploaded in a period, as a zip with a manifest.
import { useId, useState, type FormEvent } from 'react';
import { toUserError } from '../../../data/errors';
import { btnPrimary, input } from '../../../ui/styles';
import { useT } from '../../../i18n';
import { downloadRecords, exportProblem, type ExportScope } from './api';

type Kind = 'video' | 'period';
const KIND: Record<Kind, string> = { video: 'records.export.kind_video', period: 'records.export.kind_period' };

export function ExportForm() {
  const t = useT('admin');
  const id = useId();
  const [kind, setKind] = useState<Kind>('video');
  const [video, setVideo] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const scope: ExportScope = kind === 'video' ? { video } : { from, to };
    const problem = exportProblem(scope);
    setSaved(null);
    setError(problem ? t(problem) : null);
    if (problem) return;
    setBusy(true);
    try {
      setSaved(t('records.export.saved', { name: await downloadRecords(scope) }));
    } catch (err) {
      setError(toUserError(err, t('records.export.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-fg">
        {t('records.export.title')}
      </h2>
      <p className="text-sm text-muted">{t('records.export.help')}</p>
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
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
