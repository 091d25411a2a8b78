// The assign bar: asset, assignment type and, for type category, the category. Assigning
// replaces the current assignment of that type and category (the server does it in one step).
import { useState, type FormEvent } from 'react';
import type { Asset, AssignmentType, Category } from '../../../data/types';
import { btnPrimary, input } from '../../../ui/styles';
import { ASSIGNMENT_LABELS } from './asset-rules';

interface Props {
  assets: Asset[];
  categories: Category[];
  onAssign: (asset: string, type: AssignmentType, category: string) => Promise<boolean>;
}

export function AssignBar({ assets, categories, onAssign }: Props) {
  const [asset, setAsset] = useState('');
  const [type, setType] = useState<AssignmentType | ''>('');
  const [category, setCategory] = useState('');
  const [busy, setBusy] = useState(false);
  const ready = !!asset && !!type && (type !== 'category' || !!category);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!ready || busy || !type) return;
    setBusy(true);
    const ok = await onAssign(asset, type, category);
    setBusy(false);
    if (ok) {
      setAsset('');
      setType('');
      setCategory('');
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[1fr_1fr_1fr_auto]" aria-label="Assign an asset">
      <select aria-label="Select Asset" className={input} value={asset} onChange={(e) => setAsset(e.target.value)}>
        <option value="">Select Asset</option>
        {assets.map((a) => (
          <option key={a.id} value={a.id}>
            {a.folder ? `${a.folder}/${a.name}` : a.name}
          </option>
        ))}
      </select>
      <select aria-label="Select Assignment Type" className={input} value={type} onChange={(e) => setType(e.target.value as AssignmentType | '')}>
        <option value="">Select Assignment Type</option>
        {(Object.keys(ASSIGNMENT_LABELS) as AssignmentType[]).map((t) => (
          <option key={t} value={t}>
            {ASSIGNMENT_LABELS[t]}
          </option>
        ))}
      </select>
      {type === 'category' ? (
        <select aria-label="Select Category" className={input} value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">Select Category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      ) : (
        <span className="hidden sm:block" />
      )}
      <button type="submit" className={btnPrimary} disabled={!ready || busy}>
        {busy ? 'Assigning...' : 'Assign Asset'}
      </button>
    </form>
  );
}
