// Create Category / Edit Category (management spec: Category management, §5). The slug
// follows the name until the admin edits it; a failed save keeps what was typed.
import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import type { Category } from '../../../data/types';
import {
  defaultMetaDescription,
  defaultMetaTitle,
  slugFromName,
  toPayload,
  validateCategory,
  type CategoryErrors,
  type CategoryInput,
} from './category-rules';

interface Props {
  open: boolean;
  category: Pick<Category, 'id' | 'name' | 'slug' | 'meta_title' | 'meta_description'> | null;
  onClose: () => void;
  /** Saves; throws with the text to show on failure. */
  onSave: (id: string | null, data: CategoryInput) => Promise<void>;
  /** What the modal calls the record ('Category'; the premium tab says 'Premium Category'). */
  noun?: string;
}

const EMPTY: CategoryInput = { name: '', slug: '', meta_title: '', meta_description: '' };

export function CategoryFormModal({ open, category, onClose, onSave, noun = 'Category' }: Props) {
  const [form, setForm] = useState<CategoryInput>(EMPTY);
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<CategoryErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setForm(
      category
        ? { name: category.name, slug: category.slug, meta_title: category.meta_title || '', meta_description: category.meta_description || '' }
        : EMPTY,
    );
    setSlugTouched(!!category);
    setErrors({});
    setSaveError(null);
  }, [open, category]);

  const set = (key: keyof CategoryInput, value: string) =>
    setForm((f) => {
      const next = { ...f, [key]: value };
      if (key === 'name' && !slugTouched) next.slug = slugFromName(value);
      return next;
    });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const found = validateCategory(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(category?.id ?? null, toPayload(form));
    } catch (err) {
      setSaveError(err instanceof Error ? err.message : 'Failed to save category');
    } finally {
      setSaving(false);
    }
  }

  const canSave = !!form.name.trim() && !!form.slug.trim() && !saving;
  return (
    <Modal title={category ? `Edit ${noun}` : `Create ${noun}`} open={open} onOpenChange={(o) => (o ? null : onClose())}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {saveError ? (
          <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300">
            {saveError}
          </p>
        ) : null}
        <Field label="Name *" required value={form.name} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <Field
          label="Slug *"
          required
          value={form.slug}
          error={errors.slug}
          hint="Generated from the name; you can change it."
          onChange={(e) => {
            setSlugTouched(true);
            set('slug', e.target.value);
          }}
        />
        <Field
          label="Meta Title"
          value={form.meta_title}
          error={errors.meta_title}
          placeholder={defaultMetaTitle(form.name.trim())}
          onChange={(e) => set('meta_title', e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="category-meta-description" className="text-sm font-medium text-fg">
            Meta Description
          </label>
          <textarea
            id="category-meta-description"
            rows={3}
            value={form.meta_description}
            placeholder={defaultMetaDescription(form.name.trim())}
            aria-invalid={errors.meta_description ? true : undefined}
            aria-describedby={errors.meta_description ? 'category-meta-description-err' : undefined}
            onChange={(e) => set('meta_description', e.target.value)}
            className={`${input} py-2 ${errors.meta_description ? 'border-red-500' : ''}`}
          />
          {errors.meta_description ? (
            <p id="category-meta-description-err" role="alert" className="text-sm text-red-400">
              {errors.meta_description}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className={btnSecondary} onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className={btnPrimary} disabled={!canSave}>
            {saving ? 'Saving...' : `Save ${noun}`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
