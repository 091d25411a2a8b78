// The assign bar: asset, assignment type and, for type category, the category. Assigning
// replaces the current assignment of that type and category (the server does it in one step).
import { useState, type FormEvent } from 'react';
import type { Asset, AssignmentType, Category } from '../../../data/types';
import { btnPrimary, input } from '../../../ui/styles';
import { ASSIGNMENT_LABELS } from './asset-rules';
import { useT } from '../../../i18n';

interface Props {
  assets: Asset[];
  categories: Category[];
  onAssign: (asset: string, type: AssignmentType, category: string) => Promise<boolean>;
}

export function AssignBar({ assets, categories, onAssign }: Props) {
  const t = useT('admin');
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
    <form onSubmit={submit} className="grid gap-3 rounded-xl border border-border bg-surface p-4 sm:grid-cols-[1fr_1fr_1fr_auto]" aria-label={t('assets.assign_form')}>
      <select aria-label={t('assets.select_asset')} className={input} value={asset} onChange={(e) => setAsset(e.target.value)}>
        <option value="">{t('assets.select_asset')}</option>
        {assets.map((a) => (
          <option key={a.id} value={a.id}>
            {a.folder ? `${a.folder}/${a.name}` : a.name}
          </option>
        ))}
      </select>
      <select aria-label={t('assets.select_type')} className={input} value={type} onChange={(e) => setType(e.target.value as AssignmentType | '')}>
        <option value="">{t('assets.select_type')}</option>
        {(Object.keys(ASSIGNMENT_LABELS) as AssignmentType[]).map((k) => (
          <option key={k} value={k}>
            {t(ASSIGNMENT_LABELS[k])}
          </option>
        ))}
      </select>
      {type === 'category' ? (
        <select aria-label={t('assets.select_category')} className={input} value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">{t('assets.select_category')}</option>
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
        {busy ? t('assets.assigning') : t('assets.assign')}
      </button>
    </form>
  );
}
