// Captions of a video in the manager's edit modal (issue 41 item 5): the uploaded languages
// with Delete, and a form to add a WebVTT file for a language. The server checks the file
// (WebVTT only, at most 512 KiB), sanitises it and answers clear refusals, shown as they come.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../data/pb';
import { toUserError } from '../../data/errors';
import { FormMessage } from '../../ui/form-field';
import { btnSecondary, input } from '../../ui/styles';
import { useLocale, useT } from '../../i18n';

interface CaptionRow {
  id: string;
  language: string;
  label: string;
}

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'pl', 'ru', 'ja', 'zh', 'ko'];

/** A language's own name ("Deutsch"), the default label the player shows. */
export function nativeName(language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

export function CaptionsSection({ videoId }: { videoId: string }) {
  const t = useT('creator');
  const locale = useLocale();
  const qc = useQueryClient();
  const key = ['manager-captions', videoId];
  const rows = useQuery({
    queryKey: key,
    queryFn: () => pb.collection('captions').getFullList<CaptionRow>({ filter: pb.filter('video = {:v}', { v: videoId }), sort: 'language', requestKey: null }),
  });
  const [language, setLanguage] = useState(LANGUAGES.includes(locale) ? locale : 'en');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const taken = new Set((rows.data ?? []).map((r) => r.language));

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      const form = new FormData();
      form.set('video', videoId);
      form.set('language', language);
      form.set('label', nativeName(language));
      form.set('file', file);
      await pb.collection('captions').create(form, { requestKey: null });
      setFile(null);
      setDone(true);
      await qc.invalidateQueries({ queryKey: key });
    } catch (err) {
      setError(toUserError(err, t('captions.failed')));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string) => {
    setError(null);
    try {
      await pb.collection('captions').delete(id, { requestKey: null });
      await qc.invalidateQueries({ queryKey: key });
    } catch (err) {
      setError(toUserError(err, t('captions.failed')));
    }
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-3" data-testid="captions-section">
      <legend className="px-1 text-sm font-medium text-fg">{t('captions.title')}</legend>
      {rows.data?.length ? (
        <ul className="flex flex-col gap-1 text-sm">
          {rows.data.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-2">
              <span>
                {r.label || nativeName(r.language)} <span className="text-muted">({r.language})</span>
              </span>
              <button type="button" className="min-h-9 text-sm underline" onClick={() => void remove(r.id)} aria-label={t('captions.delete_named', { name: r.label || r.language })}>
                {t('captions.delete')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('captions.none')}</p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 max-w-full flex-col gap-1 text-sm text-fg">
          {t('captions.language')}
          <select className={`${input} max-w-full py-2`} value={language} onChange={(e) => setLanguage(e.target.value)} disabled={busy}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} disabled={taken.has(l)}>
                {nativeName(l)} ({l})
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-fg">
          {t('captions.file')}
          <input type="file" accept=".vtt,text/vtt" className="min-w-0 max-w-full text-sm" disabled={busy} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <button type="button" className={btnSecondary} disabled={!file || busy || taken.has(language)} onClick={() => void upload()}>
          {busy ? t('common.saving') : t('captions.upload')}
        </button>
      </div>
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{done ? t('captions.uploaded') : null}</FormMessage>
    </fieldset>
  );
}
