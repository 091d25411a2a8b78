// Assets tab (management spec: Asset management, §4, §8): upload into the current folder
// one file at a time, assign (logo, favicon, home banner, category icons), list by folder.
import { useRef, useState } from 'react';
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

function FileIcon({ image }: { image: boolean }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden focusable={false} className="shrink-0 text-muted">
      {image ? <path d="M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 8.5h.01" /> : <path d="M14 3H6v18h12V7zM14 3v4h4" />}
    </svg>
  );
}

const NONE: never[] = [];

export default function AssetsTab() {
  const [folder, setFolder] = useState('');
  const [uploading, setUploading] = useState(false);
  const uploadingRef = useRef(false);
  const banners = useBanners();
  const { fail, succeed } = banners;

  const data = useAssetsData(() => fail('Failed to load data'));
  const failedLoad = data.assets.isError || data.assignments.isError || data.categories.isError;
  const assets: Asset[] | null = data.assets.data?.items ?? (failedLoad ? [] : null);
  const total = data.assets.data?.total ?? 0;
  const assignments: AssetAssignment[] = data.assignments.data ?? NONE;
  const categories: Category[] = data.categories.data ?? NONE;
  // Reloads after a write; they throw on failure, as the callers expect.
  const loadAssets = async () => void (await data.assets.refetch({ throwOnError: true }));
  const loadAssignments = async () => void (await data.assignments.refetch({ throwOnError: true }));

  async function onFiles(files: File[]) {
    // One upload at a time: a second drop while one runs is ignored.
    if (uploadingRef.current) return;
    const wanted = files.filter((f) => !isIgnored(f.name));
    if (!wanted.length) return;
    uploadingRef.current = true;
    setUploading(true);
    let failed = false;
    const target = normalizeFolder(folder);
    for (const f of wanted) {
      try {
        await uploadAsset(f, target);
      } catch {
        failed = true;
      }
    }
    uploadingRef.current = false;
    setUploading(false);
    if (failed) fail('Failed to upload one or more files');
    else succeed('Files uploaded successfully');
    await loadAssets().catch(() => fail('Failed to load data'));
  }

  async function onAssign(asset: string, type: AssignmentType, category: string): Promise<boolean> {
    try {
      await assignAsset(asset, type, category);
      succeed('Asset assigned successfully');
      await loadAssignments();
      return true;
    } catch (err) {
      fail(toUserError(err, 'Failed to assign asset'));
      return false;
    }
  }

  async function onRemoveAssignment(a: AssetAssignment) {
    try {
      await removeAssignment(a.id);
      succeed('Assignment removed successfully');
    } catch {
      fail('Failed to remove assignment');
    }
    await loadAssignments().catch(() => fail('Failed to load data'));
  }

  const [ask, confirmDialog] = useConfirm();
  async function onDelete(a: Asset) {
    const used = assignments.some((x) => x.asset === a.id);
    const note = used ? ' It is assigned: its assignments are removed too.' : '';
    if (!(await ask({ title: 'Delete this asset?', description: `Are you sure you want to delete this asset?${note}`, confirmLabel: 'Delete asset' }))) return;
    try {
      await deleteAsset(a.id);
      succeed('Asset deleted successfully');
    } catch {
      fail('Failed to delete asset');
    }
    await Promise.all([loadAssets(), loadAssignments()]).catch(() => fail('Failed to load data'));
  }

  const folders = [...new Set((assets ?? []).map((a) => a.folder).filter(Boolean))].sort();
  const folderLabel = normalizeFolder(folder) || 'Root';
  return (
    <section className="flex flex-col gap-6">
      {confirmDialog}
      <TabHeader title="Assets" />
      <Banners error={banners.error} success={banners.success} />
      <div className="flex flex-col gap-2">
        <label htmlFor="asset-folder" className="text-sm font-medium text-fg">
          Current folder
        </label>
        <input
          id="asset-folder"
          list="asset-folders"
          className={`${input} sm:max-w-sm`}
          placeholder="Root"
          value={folder}
          onChange={(e) => setFolder(e.target.value)}
        />
        <datalist id="asset-folders">
          {folders.map((f) => (
            <option key={f} value={f} />
          ))}
        </datalist>
      </div>
      <DropZone disabled={uploading} folderLabel={folderLabel} onFiles={(f) => void onFiles(f)} />
      <AssignBar assets={assets ?? []} categories={categories} onAssign={onAssign} />

      <section aria-labelledby="assignments-heading">
        <h2 id="assignments-heading" className="mb-3 text-lg font-semibold text-fg">
          Current Assignments
        </h2>
        {assignments.length === 0 ? (
          <p className="text-sm text-muted">Nothing assigned: the site uses its defaults.</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label="Current assignments">
            {assignments.map((a) => {
              const label = a.assignment_type === 'category' ? `${ASSIGNMENT_LABELS.category}: ${a.expand?.category?.name ?? '?'}` : ASSIGNMENT_LABELS[a.assignment_type];
              return (
                <li key={a.id} className="flex min-h-14 items-center gap-3 rounded-lg border border-border bg-surface px-3">
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-fg">{label}</span>
                    <span className="block truncate text-xs text-muted">{a.expand?.asset?.name}</span>
                  </span>
                  <button type="button" className={`${btnGhost} px-3`} aria-label={`Remove assignment ${label}`} onClick={() => void onRemoveAssignment(a)}>
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="asset-list-heading">
        <h2 id="asset-list-heading" className="mb-3 text-lg font-semibold text-fg">
          Files
        </h2>
        {assets === null ? (
          <div aria-busy="true" aria-label="Loading assets" className="h-24 animate-pulse rounded-lg bg-surface-2" />
        ) : assets.length === 0 ? (
          <p className="text-sm text-muted">No assets yet.</p>
        ) : (
          <div className="flex flex-col gap-4">
            {total > assets.length ? <p className="text-xs text-muted">Showing the first {assets.length} of {total}.</p> : null}
            {groupByFolder(assets).map((g) => (
              <div key={g.folder}>
                <h3 className="mb-2 text-sm font-semibold text-muted">{g.label}</h3>
                <ul className="flex flex-col gap-2" aria-label={`Folder ${g.label}`}>
                  {g.items.map((a) => (
                    <li key={a.id} data-testid="asset-row" className="flex min-h-14 items-center gap-3 rounded-lg border border-border bg-surface px-3">
                      <FileIcon image={isImage(a)} />
                      <a href={assetUrl(a)} target="_blank" rel="noreferrer" className="min-w-0 flex-1 truncate text-sm text-fg hover:underline">
                        {a.name}
                      </a>
                      <span className="shrink-0 text-xs text-muted">{formatBytes(a.size)}</span>
                      <button type="button" className={`${btnGhost} px-3 text-red-400`} aria-label={`Delete ${a.name}`} onClick={() => void onDelete(a)}>
                        Delete
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
