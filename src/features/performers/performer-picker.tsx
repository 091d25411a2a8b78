// "Performers in this video" on the upload form and in the video manager's edit dialog
// (issue 38 §1): the creator picks their own performer records (reused across videos) and
// can add a new one with its ID document and signed release. Until an admin has verified
// every chosen record, the video is processed but waits unpublished (the server's publish
// gate). The upload form keeps the choice until it uploads; the manager links and unlinks
// at once (onChange).
import { useState, type KeyboardEvent } from 'react';
import { toUserError } from '../../data/errors';
import { useT } from '../../i18n';
import { Field, FormMessage } from '../../ui/form-field';
import { btnSecondary } from '../../ui/styles';
import { DOCUMENT_TYPES, newPerformerProblem, parseStageNames, useAddPerformer, useMyPerformers, type NewPerformer } from './api';

interface Props {
  owner: string;
  chosen: string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
  /** "Add a performer record" (a record is made for the signed-in member: only for their own records). */
  allowAdd?: boolean;
}

export function PerformerPicker({ owner, chosen, onChange, disabled, allowAdd = true }: Props) {
  const t = useT('creator');
  const records = useMyPerformers(owner).data ?? [];
  const [adding, setAdding] = useState(false);
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((x) => x !== id));
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-border p-3" data-testid="performer-records">
      <legend className="px-1 text-sm font-medium text-fg">{t('upload.records')}</legend>
      <p className="text-sm text-muted">{t('upload.records_hint')}</p>
      {records.length === 0 ? <p className="text-sm text-muted">{t('upload.records_none')}</p> : null}
      <ul className="flex flex-col gap-1">
        {records.map((r) => (
          <li key={r.id}>
            <label className="flex min-h-11 flex-wrap items-center gap-2 text-sm text-fg" data-testid="performer-choice">
              <input type="checkbox" className="size-5" checked={chosen.includes(r.id)} disabled={disabled} onChange={(e) => toggle(r.id, e.target.checked)} />
              <span className="break-words">{r.stage_names?.[0] ?? r.legal_name}</span>
              <span className={r.verified_at ? 'text-xs text-green-400' : 'text-xs text-yellow-300'}>
                {r.verified_at ? t('upload.record_verified') : t('upload.record_pending')}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {!allowAdd ? null : adding ? (
        <NewPerformerForm
          owner={owner}
          onDone={(id) => {
            setAdding(false);
            if (id) onChange([...chosen, id]);
          }}
        />
      ) : (
        <button type="button" className={`${btnSecondary} self-start`} disabled={disabled} onClick={() => setAdding(true)}>
          {t('upload.record_add')}
        </button>
      )}
    </fieldset>
  );
}

function NewPerformerForm({ owner, onDone }: { owner: string; onDone: (id: string | null) => void }) {
  const t = useT('creator');
  const add = useAddPerformer(owner);
  const [legalName, setLegalName] = useState('');
  const [stageLine, setStageLine] = useState('');
  const [dateOfBirth, setDob] = useState('');
  const [idDocument, setId] = useState<File | null>(null);
  const [release, setRelease] = useState<File | null>(null);
  const [consents, setConsents] = useState({ recording: false, publication: false, download: false });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const p: Partial<NewPerformer> = {
      legalName,
      stageNames: parseStageNames(stageLine),
      dateOfBirth,
      idDocument: idDocument ?? undefined,
      release: release ?? undefined,
      consentRecording: consents.recording,
      consentPublication: consents.publication,
      consentDownload: consents.download,
    };
    const problem = newPerformerProblem(p);
    if (problem) return setError(t(problem));
    setSaving(true);
    setError(null);
    try {
      const rec = await add(p as NewPerformer);
      onDone(rec.id);
    } catch (err) {
      setError(toUserError(err, t('performer.save_failed')));
    } finally {
      setSaving(false);
    }
  };

  const fileInput = 'min-w-0 max-w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface-2 file:px-3 file:text-fg';
  // A nested <form> is not allowed inside the upload form (or the manager's edit form): a
  // group with its own Save button. Enter in one of its fields saves the record, not the
  // form around it (which would upload, or save the video and close the dialog).
  const enterSaves = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void save();
  };
  return (
    <div role="group" aria-label={t('upload.record_add')} className="flex flex-col gap-3 border-t border-border pt-3" data-testid="new-performer">
      <FormMessage kind="error">{error}</FormMessage>
      <p className="text-sm text-muted">{t('performer.private_hint')}</p>
      <div className="grid gap-3 md:grid-cols-2">
        <Field label={t('performer.legal_name')} value={legalName} maxLength={200} onChange={(e) => setLegalName(e.target.value)} onKeyDown={enterSaves} />
        <Field label={t('performer.stage_names')} value={stageLine} onChange={(e) => setStageLine(e.target.value)} onKeyDown={enterSaves} />
        <Field label={t('performer.date_of_birth')} type="date" value={dateOfBirth} onChange={(e) => setDob(e.target.value)} onKeyDown={enterSaves} />
      </div>
      <label className="flex flex-col gap-1 text-sm text-fg">
        {t('performer.id_document')}
        <input type="file" accept={DOCUMENT_TYPES.join(',')} className={fileInput} onChange={(e) => setId(e.target.files?.[0] ?? null)} />
      </label>
      <label className="flex flex-col gap-1 text-sm text-fg">
        {t('performer.release')}
        <input type="file" accept={DOCUMENT_TYPES.join(',')} className={fileInput} onChange={(e) => setRelease(e.target.files?.[0] ?? null)} />
        <span className="text-xs text-muted">{t('upload.release_hint')}</span>
      </label>
      {(
        [
          ['recording', t('performer.consent_recording')],
          ['publication', t('performer.consent_publication')],
          ['download', t('performer.consent_download')],
        ] as const
      ).map(([k, label]) => (
        <label key={k} className="flex min-h-11 items-center gap-2 text-sm text-fg">
          <input type="checkbox" className="size-5" checked={consents[k]} onChange={(e) => setConsents((c) => ({ ...c, [k]: e.target.checked }))} />
          {label}
        </label>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={btnSecondary} disabled={saving} onClick={() => void save()}>
          {t('performer.save')}
        </button>
        <button type="button" className={btnSecondary} disabled={saving} onClick={() => onDone(null)}>
          {t('performer.cancel')}
        </button>
      </div>
    </div>
  );
}
