// Performer records of an existing video, in the manager's edit dialog (issue 38 §1): what
// the publish gate still lacks, in words; the production date; the creator's own records
// linked and unlinked at once (the upload form's picker), and records other creators lent
// to the video. Every change goes through the record API, whose rules and the server's gate
// decide: a waiting video is published as soon as nothing is missing, a public one whose
// last verified performer is removed goes off the site.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toUserError } from '../../data/errors';
import { useSession } from '../../data/session';
import { useT } from '../../i18n';
import { FormMessage } from '../../ui/form-field';
import { Spinner } from '../../ui/status-panel';
import { btnSecondary, input } from '../../ui/styles';
import { PerformerPicker } from '../performers/performer-picker';
import { useRefreshManager, type ManagerScope } from './api';
import { linkPerformer, missingLines, recordsHeadline, setProductionDate, unlinkPerformer, useInvalidateRecords, useVideoRecords, type VideoRecords } from './records-api';

export function RecordsSection({ videoId, scope }: { videoId: string; scope: ManagerScope }) {
  const t = useT('creator');
  const records = useVideoRecords(videoId);
  if (records.data) return <RecordsEditor videoId={videoId} scope={scope} records={records.data} />;
  return (
    <div className="rounded-lg border border-border p-3" data-testid="video-records">
      {records.isError ? <FormMessage kind="error">{t('records.load_failed')}</FormMessage> : <Spinner />}
    </div>
  );
}

/** A change of the records: the performers chosen, the production date, or a lent performer removed. */
type RecordsChange = { kind: 'performers'; ids: string[] } | { kind: 'date'; day: string } | { kind: 'unlink'; link: string };

function RecordsEditor({ videoId, scope, records }: { videoId: string; scope: ManagerScope; records: VideoRecords }) {
  const t = useT('creator');
  const me = useSession((s) => s.user?.id ?? '');
  const reload = useInvalidateRecords(videoId);
  const refreshList = useRefreshManager(scope);
  // The form's own refusal (a bad date); the server's comes from the mutation.
  const [invalid, setError] = useState<string | null>(null);
  const [day, setDay] = useState(records.production_date);
  const linked = records.performers.map((p) => p.id);
  const lent = records.performers.filter((p) => !p.owned);
  const missing = missingLines(records);
  const headline = recordsHeadline(records);
  const today = new Date().toISOString().slice(0, 10);

  // The choice shows at once (a checkbox follows the click); the server's answer replaces it.
  const [choosing, setChoosing] = useState<string[] | null>(null);
  /** One change at a time; then the gate's new view and the list's badge. */
  const change = useMutation({
    onMutate: (c: RecordsChange) => {
      setError(null);
      if (c.kind === 'performers') setChoosing(c.ids);
    },
    mutationFn: async (c: RecordsChange) => {
      if (c.kind === 'date') return void (await setProductionDate(videoId, c.day));
      if (c.kind === 'unlink') return void (await unlinkPerformer(c.link));
      for (const id of c.ids.filter((x) => !linked.includes(x))) await linkPerformer(videoId, id, me);
      for (const p of records.performers.filter((x) => !c.ids.includes(x.id) && x.owned)) await unlinkPerformer(p.link);
    },
    onSettled: async () => {
      await Promise.all([reload(), refreshList()]).catch(() => undefined);
      setChoosing(null);
    },
  });
  const busy = change.isPending;
  const error = invalid ?? (change.error ? toUserError(change.error, t('records.failed')) : null);
  const choose = (ids: string[]) => change.mutate({ kind: 'performers', ids });
  const saveDay = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day > today) return setError(t('validation.production_date'));
    change.mutate({ kind: 'date', day });
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-3" data-testid="video-records">
      <legend className="px-1 text-sm font-medium text-fg">{t('records.title')}</legend>
      <div
        className={`rounded-lg border px-3 py-2 text-sm ${records.publishable || records.exempt ? 'border-green-500/40 bg-green-500/10 text-green-300' : 'border-yellow-500/40 bg-yellow-500/10 text-yellow-200'}`}
        aria-live="polite"
        data-testid="records-state"
        data-publishable={records.publishable}
      >
        <p className="font-medium">{t(headline)}</p>
        {missing.length ? (
          <ul className="mt-1 list-disc ps-5" aria-label={t('records.missing_label')}>
            {missing.map((m) => (
              <li key={`${m.key}:${String(m.values?.name ?? '')}`} className="break-words">
                {t(m.key, m.values)}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-fg">
          {t('records.production_date')}
          <input
            type="date"
            className={input}
            value={day}
            max={today}
            disabled={busy}
            onChange={(e) => setDay(e.target.value)}
            onKeyDown={(e) => {
              // Enter saves the date, not the whole edit form around it.
              if (e.key === 'Enter') {
                e.preventDefault();
                saveDay();
              }
            }}
          />
        </label>
        <button type="button" className={btnSecondary} disabled={busy || !day || day === records.production_date} onClick={saveDay}>
          {t('records.save_date')}
        </button>
      </div>
      <p className="text-xs text-muted">{t('upload.production_date_hint')}</p>
      <PerformerPicker owner={records.creator} chosen={choosing ?? linked} onChange={choose} disabled={busy} allowAdd={records.creator === me} />
      {lent.length ? (
        <div className="flex flex-col gap-1" data-testid="lent-performers">
          <p className="text-sm font-medium text-fg">{t('records.lent')}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {lent.map((p) => (
              <li key={p.link} className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-words">{p.stage_name || '—'}</span>
                <button
                  type="button"
                  className="min-h-11 text-sm underline"
                  disabled={busy}
                  onClick={() => change.mutate({ kind: 'unlink', link: p.link })}
                  aria-label={t('records.remove_named', { name: p.stage_name || '—' })}
                >
                  {t('records.remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!records.hidden && records.performers.length ? <p className="text-xs text-muted">{t('records.public_hint')}</p> : null}
      <FormMessage kind="error">{error}</FormMessage>
    </fieldset>
  );
}
