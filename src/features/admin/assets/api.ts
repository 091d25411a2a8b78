// Assets tab data: the assets and asset_assignments collections (admin rules) and the
// assign route, which replaces the slot's previous assignment in one transaction.
import { pb } from '../../../data/pb';
import { Collections, type Asset, type AssetAssignment, type AssignmentType, type Category } from '../../../data/types';
import { ASSET_PAGE_SIZE, sanitizeFileName } from './asset-rules';
import { useLoaded } from '../../../data/use-loaded';
import { tr } from '../../../i18n';

export async function listAssets(): Promise<{ items: Asset[]; total: number }> {
  const page = await pb.collection(Collections.Assets).getList<Asset>(1, ASSET_PAGE_SIZE, { sort: 'folder,name', requestKey: null });
  return { items: page.items, total: page.totalItems };
}

export function listAssignments(): Promise<AssetAssignment[]> {
  return pb
    .collection(Collections.AssetAssignments)
    .getFullList<AssetAssignment>({ expand: 'asset,category', sort: 'assignment_type', requestKey: null });
}

export function listCategoryOptions(): Promise<Category[]> {
  return pb.collection(Collections.Categories).getFullList<Category>({ sort: 'name', fields: 'id,name,slug,protected', requestKey: null });
}

export function uploadAsset(file: File, folder: string): Promise<Asset> {
  const form = new FormData();
  form.append('file', file);
  form.append('name', sanitizeFileName(file.name));
  form.append('folder', folder);
  form.append('mime_type', file.type || 'application/octet-stream');
  form.append('size', String(file.size));
  return pb.collection(Collections.Assets).create<Asset>(form, { requestKey: null });
}

export function deleteAsset(id: string): Promise<boolean> {
  return pb.collection(Collections.Assets).delete(id, { requestKey: null });
}

export function assignAsset(asset: string, type: AssignmentType, category: string): Promise<unknown> {
  return pb.send('/api/reelhouse/admin/asset-assignments', {
    method: 'POST',
    body: { asset, assignment_type: type, category: type === 'category' ? category : '' },
    requestKey: null,
  });
}

export function removeAssignment(id: string): Promise<boolean> {
  return pb.collection(Collections.AssetAssignments).delete(id, { requestKey: null });
}

export const assetUrl = (a: Asset) => pb.files.getURL(a, a.file);

/** The Assets tab's data as queries: the assets, their assignments, the categories to assign. */
export function useAssetsData(scope: string) {
  const meta = { scope, error: () => tr('admin', 'common.load_failed') };
  const assets = useLoaded(['admin', 'assets'], listAssets, meta);
  const assignments = useLoaded(['admin', 'asset-assignments'], listAssignments, meta);
  const categories = useLoaded(['admin', 'asset-categories'], async () => (await listCategoryOptions()).filter((c) => !c.protected), meta);
  return { assets, assignments, categories };
}
