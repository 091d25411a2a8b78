// The edit modal: title and author required; admins (scope all) also set categories and
// premium (a premium_videos row). The server's rules decide whether the save is allowed.
import { useState } from 'react';
import { toUserError } from '../../data/errors';
import type { Category } from '../../data/types';
import { Field, FormMessage } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { tr, useT } from '../../i18n';
import { setPremium, updateVideo, useEditableCategories, useVideoForEdit, type ManagerScope, type VideoEdit } from './api';

interface EditVideoDialogProps {
  videoId: string;
  scope: ManagerScope;
  premiumRow?: string;
  onSaved: () => void;
  onClose: () => void;
}

const NO_CATEGORIES: Category[] = [];

export function EditVideoDialog({ videoId, scope, premiumRow, onSaved, onClose }: EditVideoDialogProps) {
  const t = useT('creator');
  const [form, setForm] = useState<VideoEdit | null>(null);
  const [premium, setPremiumOn] = useState(!!premiumRow);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const stored = useVideoForEdit(videoId);
  const categories: Category[] = useEditableCategories(scope === 'all').data ?? NO_CATEGORIES;
  // The form starts from the stored video once it arrives.
  if (form === null && stored.data) {
    const v = stored.data;
    setForm({ title: v.title, author: v.author, description: v.description, license: v.license, categories: v.categories });
  }
  if (stored.isError && error === null && form === null) setError(tr('creator', 'manager.load_failed'));

  const set = (patch: Partial<VideoEdit>) => setForm((f) => (f ? { ...f, ...patch } : f));
  const valid = !!form && form.title.trim() !== '' && form.author.trim() !== '';

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!form || !valid || busy) return;
    setBusy(true);
    setError(null);
    try {
      const data: VideoEdit = { title: form.title.trim(), author: form.author.trim(), description: form.description, license: form.license.trim() };
      if (scope === 'all') data.categories = form.categories ?? [];
      await updateVideo(videoId, data);
      if (scope === 'all' && premium !== !!premiumRow) await setPremium(videoId, premium, premiumRow);
      onSaved();
    } catch (err) {
      setError(toUserError(err, t('manager.update_failed')));
      setBusy(false);
    }
  }

  return (
    <Modal title={t('edit.title')} open onOpenChange={(open) => !open && !busy && onClose()}>
      {!form && !error ? <Spinner /> : null}
      {form ? (
        <form className="flex flex-col gap-3" onSubmit={save} noValidate>
          <Field label={t('edit.video_title')} value={form.title} required maxLength={200} onChange={(e) => set({ title: e.target.value })} error={form.title.trim() ? null : t('validation.title_required')} />
          <Field label={t('edit.author')} value={form.author} required maxLength={100} onChange={(e) => set({ author: e.target.value })} error={form.author.trim() ? null : t('validation.author_required')} />
          <label className="flex flex-col gap-1 text-sm font-medium text-fg">
            {t('edit.description')}
            <textarea rows={4} maxLength={5000} className={`${input} py-2 font-normal`} value={form.description} onChange={(e) => set({ description: e.target.value })} />
          </label>
          <Field label={t('edit.license')} value={form.license} maxLength={200} onChange={(e) => set({ license: e.target.value })} />
          {scope === 'all' ? (
            <>
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium text-fg">{t('edit.categories')}</legend>
                <div className="flex flex-wrap gap-2">
                  {categories.map((c) => {
                    const on = form.categories?.includes(c.id) ?? false;
                    return (
                      <button
                        key={c.id}
                        type="button"
                        aria-pressed={on}
                        className={`min-h-9 rounded-full border px-3 text-sm ${on ? 'border-accent bg-accent text-on-accent' : 'border-border bg-surface-2 text-fg'}`}
                        onClick={() => set({ categories: on ? (form.categories ?? []).filter((id) => id !== c.id) : [...(form.categories ?? []), c.id] })}
                      >
                        {c.name}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
              <label className="flex items-center gap-3 text-sm text-fg">
                <input type="checkbox" className="size-5 accent-accent" checked={premium} onChange={(e) => setPremiumOn(e.target.checked)} />
                {t('edit.premium')}
              </label>
            </>
          ) : null}
          <FormMessage kind="error">{error}</FormMessage>
          <div className="flex justify-end gap-2">
            <button type="button" className={btnSecondary} onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </button>
            <button type="submit" className={btnPrimary} disabled={!valid || busy}>
              {busy ? t('common.saving') : t('edit.save')}
            </button>
          </div>
        </form>
      ) : (
        <FormMessage kind="error">{error}</FormMessage>
      )}
    </Modal>
  );
}
