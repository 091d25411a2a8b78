// "People in this video" on the upload form (issue 23 §4): one row per person with their
// stage name, the two confirmations and the release document.
import { useT } from '../../i18n';
import { btnSecondary, input } from '../../ui/styles';
import { newPerformer, RELEASE_TYPES, type Performer } from './consents';

export function PerformersFieldset({ people, onChange, disabled }: { people: Performer[]; onChange: (next: Performer[]) => void; disabled: boolean }) {
  const t = useT('creator');
  const set = (key: string, patch: Partial<Performer>) => onChange(people.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3" data-testid="performers">
      <legend className="px-1 text-sm font-medium text-fg">{t('upload.people')}</legend>
      <p className="text-sm text-muted">{t('upload.people_hint')}</p>
      {people.map((p, i) => (
        <div key={p.key} className="flex flex-col gap-2 border-t border-border pt-3 first-of-type:border-t-0 first-of-type:pt-0" data-testid="performer">
          <label className="flex flex-col gap-1 text-sm text-fg">
            {t('upload.stage_name', { n: i + 1 })}
            <input className={input} value={p.stageName} maxLength={100} disabled={disabled} onChange={(e) => set(p.key, { stageName: e.target.value })} />
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm text-fg">
            <input type="checkbox" className="size-5" checked={p.adult} disabled={disabled} onChange={(e) => set(p.key, { adult: e.target.checked })} />
            {t('upload.person_adult')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm text-fg">
            <input type="checkbox" className="size-5" checked={p.consented} disabled={disabled} onChange={(e) => set(p.key, { consented: e.target.checked })} />
            {t('upload.person_consented')}
          </label>
          <label className="flex flex-col gap-1 text-sm text-fg">
            {t('upload.release')}
            <input
              type="file"
              accept={RELEASE_TYPES.join(',')}
              disabled={disabled}
              className="text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-surface-2 file:px-3 file:text-fg"
              onChange={(e) => set(p.key, { release: e.target.files?.[0] ?? null })}
            />
            <span className="text-xs text-muted">{t('upload.release_hint')}</span>
          </label>
          <button type="button" className={`${btnSecondary} self-start`} disabled={disabled} onClick={() => onChange(people.filter((x) => x.key !== p.key))}>
            {t('upload.person_remove', { n: i + 1 })}
          </button>
        </div>
      ))}
      <button type="button" className={`${btnSecondary} self-start`} disabled={disabled} onClick={() => onChange([...people, newPerformer()])}>
        {t('upload.person_add')}
      </button>
    </fieldset>
  );
}
