// A category's icon: its own asset assignment, else the favicon assignment, else the
// uppercase first letter of its name (also when the image fails to load).
import { useState } from 'react';
import { useAssetAssignments, type AssignedAsset } from '../../data/catalog';

export function iconUrlFor(categoryId: string, assets: AssignedAsset[] | undefined): string | null {
  if (!assets) return null;
  const own = assets.find((a) => a.type === 'category' && a.category === categoryId);
  const favicon = assets.find((a) => a.type === 'favicon' && !a.category);
  return own?.url ?? favicon?.url ?? null;
}

export function CategoryIcon({ id, name, size = 'md' }: { id: string; name: string; size?: 'md' | 'lg' }) {
  const assets = useAssetAssignments();
  const url = iconUrlFor(id, assets.data);
  const [failed, setFailed] = useState<string | null>(null);
  const box = size === 'lg' ? 'size-14 text-2xl' : 'size-10 text-lg';
  if (url && failed !== url) {
    return <img src={url} alt="" className={`${box} shrink-0 rounded-lg object-cover`} onError={() => setFailed(url)} />;
  }
  return (
    <span aria-hidden="true" className={`${box} inline-flex shrink-0 items-center justify-center rounded-lg bg-surface-2 font-bold text-accent`}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}
