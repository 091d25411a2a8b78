// Captions of a video in the manager's edit modal (issue 41 item 5): the uploaded languages
// with Delete, and a form to add a WebVTT file for a language. The server checks the file
// (WebVTT only, at most 512 KiB), sanitises it and answers clear refusals, shown as they come.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
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
  const key = ['manager-captions', videoId];
  const rows = useQuery({
    queryKey: key,
    queryFn: () => pb.collection('captions').getFullList<CaptionRow>({ filter: pb.filter('video = {:v}', { v: videoId }), sort: 'language', requestKey: null }),
  });
  const [language, setLanguage] = useState(LANGUAGES.includes(locale) ? locale : 'en');
  const [file, setFile] = useState<File | null>(null);
  const taken = new Set((rows.data ?? []).map((r) => r.language));

  // Adding and removing a caption file: the list is asked again after either; a refusal
  // shows under the section (the latest write's error).
  const write = { meta: { invalidates: [key] } };
  const add = useMutation({
    ...write,
    mutationFn: ({ file, language }: { file: File; language: string }) => {
      const form = new FormData();
      form.set('video', videoId);
      form.set('language', language);
      form.set('label', nativeName(language));
      form.set('file', file);
      return pb.collection('captions').create(form, { requestKey: null });
    },
    onSuccess: () => setFile(null),
  });
  const drop = useMutation({ ...write, mutationFn: (id: string) => pb.collection('captions').delete(id, { requestKey: null }) });
  const busy = add.isPending;
  const done = add.isSuccess;
  const failure = add.error ?? drop.error;
  const error = failure ? toUserError(failure, t('captions.failed')) : null;
  const upload = () => {
    if (!file) return;
    drop.reset();
    add.mutate({ file, language });
  };
  const remove = (id: string) => {
    // A new write's outcome replaces an earlier refusal ("saved" stays, as it did).
    if (add.isError) add.reset();
    drop.mutate(id);
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
              <button type="button" className="min-h-9 text-sm underline" onClick={() => remove(r.id)} aria-label={t('captions.delete_named', { name: r.label || r.language })}>
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
        <button type="button" className={btnSecondary} disabled={!file || busy || taken.has(language)} onClick={upload}>
          {busy ? t('common.saving') : t('captions.upload')}
        </button>
      </div>
      <FormMessage kind="error">{error}</FormMessage>
      <FormMessage kind="success">{done ? t('captions.uploaded') : null}</FormMessage>
    </fieldset>
  );
}
