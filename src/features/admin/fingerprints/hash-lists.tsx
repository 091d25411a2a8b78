// The block list as shared hash lists (docs/compliance.md): download it (every removed
// video's frames and every imported hash, "hex,quality" a line) and import another list
// under a name. The server reads the list all or nothing and names the first bad line.
import { useId, useState, type FormEvent } from 'react';
import { toUserError } from '../../../data/errors';
import { useT } from '../../../i18n';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { downloadHashList, useImportHashList } from './api';

/** The server reads at most 200,000 lines of about 70 bytes (internal/fingerprint MaxListLines). */
const MAX_BYTES = 200_000 * 70;

/** The server's own words for a list it refused ("line 2: ..."): the catalogs translate the gist, not the line. */
const serverDetail = (err: unknown) => (err instanceof Error && /\bline \d+/.test(err.message) ? err.message : '');

export function HashLists() {
  const t = useT('admin');
  const id = useId();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [exportError, setExportError] = useState<unknown>(null);
  const imp = useImportHashList();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem('');
    imp.reset();
    if (!file) return;
    if (file.size > MAX_BYTES) return setProblem(t('fingerprints.list.too_large'));
    imp.mutate({ name: name.trim(), text: await file.text() });
  };
  const shown = imp.error ? toUserError(imp.error, t('fingerprints.list.failed')) : problem;
  const detail = imp.error ? serverDetail(imp.error) : '';
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h3 id={`${id}-h`} className="text-sm font-semibold text-fg">
        {t('fingerprints.list.title')}
      </h3>
      <p className="text-sm text-muted">{t('fingerprints.list.intro')}</p>
      <div>
        <button type="button" className={btnSecondary} onClick={() => (setExportError(null), downloadHashList().catch(setExportError))}>
          {t('fingerprints.list.export')}
        </button>
        {exportError ? (
          <p role="alert" className="mt-1 text-sm text-red-400">
            {t('fingerprints.list.export_failed')}
          </p>
        ) : null}
      </div>
      <form className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end" onSubmit={(e) => void submit(e)}>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-n`} className="text-sm font-medium text-fg">
            {t('fingerprints.list.name')}
          </label>
          <input id={`${id}-n`} className={input} value={name} maxLength={64} required onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-f`} className="text-sm font-medium text-fg">
            {t('fingerprints.list.file')}
          </label>
          <input id={`${id}-f`} type="file" accept=".txt,.csv,text/plain,text/csv" className="max-w-full text-sm text-fg" required onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <button type="submit" className={btnPrimary} disabled={imp.isPending || !file || !name.trim()}>
          {imp.isPending ? t('fingerprints.list.importing') : t('fingerprints.list.import')}
        </button>
      </form>
      <p role="status" className="text-sm text-fg empty:hidden">
        {imp.data ? t('fingerprints.list.imported', { list: imp.data.list, added: imp.data.added, hashes: imp.data.hashes }) : ''}
      </p>
      {shown ? (
        <p role="alert" className="text-sm text-red-400">
          {shown}
          {detail && detail !== shown ? (
            <span lang="en" className="block font-mono text-xs">
              {detail}
            </span>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
