// Assets tab (management spec: Asset management, §4, §8): upload into the current folder
// one file at a time, assign (logo, favicon, home banner, category icons), list by folder.
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toUserError } from '../../../data/errors';
import type { Asset, AssetAssignment, AssignmentType, Category } from '../../../data/types';
import { btnGhost, input } from '../../../ui/styles';
import { Banners } from '../../../ui/banners';
import { useBanners } from '../../../ui/use-banners';
import { assetUrl, assignAsset, deleteAsset, removeAssignment, uploadAsset, useAssetsData } from './api';
import { ASSIGNMENT_LABELS, formatBytes, groupByFolder, isIgnored, isImage, normalizeFolder } from './asset-rules';
import { AssignBar } from './assign-bar';
import { DropZone } from './drop-zone';
import { TabHeader } from '../tab-frame';
import { useConfirm } from '../../../ui/confirm-dialog';
import { tr, useLocale, useT } from '../../../i18n';

function FileIcon({ image }: { image: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden focusable={false} className="shrink-0 text-muted">
      {image ? <path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 8.5h.01" /> : <path d="M14 3H6v18h12V7zM14 3v4h4" />}
    </svg>
  );
}

const NONE: never[] = [];

/** Where this tab's loads and writes say their messages (data/write-messages.ts). */
const SCOPE = 'admin.assets';
const ASSETS = ['admin', 'assets'];
const ASSIGNMENTS = ['admin', 'asset-assignments'];

export default function AssetsTab() {
  const t = useT('admin');
  const locale = useLocale();
  const [folder, setFolder] = useState('');
  const uploadingRef = useRef(false);
  const banners = useBanners(SCOPE);

  const data = useAssetsData(SCOPE);
  const failedLoad = data.assets.isError || data.assignments.isError || data.categories.isError;
  const assets: Asset[] | null = data.assets.data?.items ?? (failedLoad ? [] : null);
  const total = data.assets.data?.total ?? 0;
  const assignments: AssetAssignment[] = data.assignments.data ?? NONE;
  const categories: Category[] = data.categories.data ?? NONE;

  // Each write says its outcome in the banners and asks again for what it changed (meta;
  // a failed reload says so itself, data/use-loaded.ts).
  const upload = useMutation({
    mutationFn: async ({ files, target }: { files: File[]; target: string }) => {
      let failed = false;
      for (const f of files) {
        try {
          await uploadAsset(f, target);
        } catch {
          failed = true;
        }
      }
      if (failed) throw new Error('upload failed');
    },
    onSettled: () => (uploadingRef.current = false),
    meta: { scope: SCOPE, success: t('assets.uploaded'), error: t('assets.upload_failed'), invalidates: [ASSETS] },
  });
  const assign = useMutation({
    mutationFn: ({ asset, type, category }: { asset: string; type: AssignmentType; category: string }) => assignAsset(asset, type, category),
    meta: { scope: SCOPE, success: t('assets.assigned'), error: (err) => toUserError(err, tr('admin', 'assets.assign_failed')), invalidates: [ASSIGNMENTS] },
  });
  const unassign = useMutation({
    mutationFn: (a: AssetAssignment) => removeAssignment(a.id),
    meta: { scope: SCOPE, success: t('assets.assignment_removed'), error: t('assets.assignment_remove_failed'), invalidates: [ASSIGNMENTS] },
  });
  const remove = useMutation({
    mutationFn: (a: Asset) => deleteAsset(a.id),
    meta: { scope: SCOPE, success: t('assets.deleted'), error: t('assets.delete_failed'), invalidates: [ASSETS, ASSIGNMENTS] },
  });

  function onFiles(files: File[]) {
    // One upload at a time: a second drop while one runs is ignored.
    if (uploadingRef.current) return;
    const wanted = files.filter((f) => !isIgnored(f.name));
    if (!wanted.length) return;
    uploadingRef.current = true;
    upload.mutate({ files: wanted, target: normalizeFolder(folder) });
  }

  /** The assign bar keeps its choice when the assignment failed. */
  const onAssign = (asset: string, type: AssignmentType, category: string): Promise<boolean> =>
    assign.mutateAsync({ asset, type, category }).then(
      () => true,
      () => false,
    );

  const [ask, confirmDialog] = useConfirm();
  async function onDelete(a: Asset) {
    const used = assignments.some((x) => x.asset === a.id);
    const description = used ? t('assets.delete_confirm_assigned') : t('assets.delete_confirm');
    if (!(await ask({ title: t('assets.delete_title'), description, confirmLabel: t('assets.delete_button') }))) return;
    remove.mutate(a);
  }

  const folders = [...new Set((assets ?? []).map((a) => a.folder).filter(Boolean))].sort();
  const folderLabel = normalizeFolder(folder) || t('assets.root');
  return (
    <section className="flex flex-col gap-6">
      {confirmDialog}
      <TabHeader title={t('tabs.assets')} />
      <Banners error={banners.error} success={banners.success} />
      <div className="flex flex-col gap-2">
        <label htmlFor="asset-folder" className="text-sm font-medium text-fg">
          {t('assets.current_folder')}
        </label>
        <input
          id="asset-folder"
          list="asset-folders"
          className={`${input} sm:max-w-sm`}
          placeholder={t('assets.root')}
          value={folder}
          onChange={(e) => setFolder(e.target.value)}
        />
        <datalist id="asset-folders">
          {folders.map((f) => (
            <option key={f} value={f} />
          ))}
        </datalist>
      </div>
      <DropZone disabled={upload.isPending} folderLabel={folderLabel} onFiles={onFiles} />
      <AssignBar assets={assets ?? []} categories={categories} onAssign={onAssign} />

      <section aria-labelledby="assignments-heading">
        <h2 id="assignments-heading" className="mb-3 text-lg font-semibold text-fg">
          {t('assets.assignments')}
        </h2>
        {assignments.length === 0 ? (
          <p className="text-sm text-muted">{t('assets.nothing_assigned')}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={t('assets.assignments_list')}>
            {assignments.map((a) => {
              const label =
                a.assignment_type === 'category'
                  ? t('assets.category_icon_of', { name: a.expand?.category?.name ?? '?' })
                  : t(ASSIGNMENT_LABELS[a.assignment_type]);
              return (
                <li key={a.id} className="flex min-h-14 items-center gap-3 rounded-lg border border-border bg-surface px-3">
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-fg">{label}</span>
                    <span className="block truncate text-xs text-muted">{a.expand?.asset?.name}</span>
                  </span>
                  <button type="button" className={`${btnGhost} px-3`} aria-label={t('assets.remove_assignment_label', { label })} onClick={() => unassign.mutate(a)}>
                    {t('common.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="asset-list-heading">
        <h2 id="asset-list-heading" className="mb-3 text-lg font-semibold text-fg">
          {t('assets.files')}
        </h2>
        {assets === null ? (
          <div aria-busy="true" aria-label={t('assets.loading')} className="h-24 animate-pulse rounded-lg bg-surface-2" />
        ) : assets.length === 0 ? (
          <p className="text-sm text-muted">{t('assets.none')}</p>
        ) : (
          <div className="flex flex-col gap-4">
            {total > assets.length ? <p className="text-xs text-muted">{t('assets.showing_first', { shown: assets.length, total })}</p> : null}
            {groupByFolder(assets).map((g) => (
              <div key={g.folder}>
                <h3 className="mb-2 text-sm font-semibold text-muted">{g.folder ? g.label : t('assets.root')}</h3>
                <ul className="flex flex-col gap-2" aria-label={t('assets.folder_label', { name: g.folder ? g.label : t('assets.root') })}>
                  {g.items.map((a) => (
                    <li key={a.id} data-testid="asset-row" className="flex min-h-14 items-center gap-3 rounded-lg border border-border bg-surface px-3">
                      <FileIcon image={isImage(a)} />
                      <a href={assetUrl(a)} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate text-sm text-fg hover:underline">
                        {a.name}
                      </a>
                      <span className="shrink-0 text-xs text-muted">{formatBytes(a.size, locale)}</span>
                      <button type="button" className={`${btnGhost} px-3 text-red-400`} aria-label={t('common.delete_named', { name: a.name })} onClick={() => void onDelete(a)}>
                        {t('common.delete')}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </section>
    </section>
  );
}
