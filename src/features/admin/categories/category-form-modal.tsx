// Create Category / Edit Category (management spec: Category management, §5). The slug
// follows the name until the admin edits it; a failed save keeps what was typed.
import { useEffect, useState, type FormEvent } from 'react';
import { Field } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import type { Category } from '../../../data/types';
import {
  CATEGORY_ERRORS,
  defaultMetaDescription,
  defaultMetaTitle,
  slugFromName,
  toPayload,
  validateCategory,
  type CategoryErrors,
  type CategoryInput,
} from './category-rules';
import { useT } from '../../../i18n';

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

// The rules give the spec's English texts; the form shows them from the catalog.
const ERROR_KEYS: Record<string, string> = {
  [CATEGORY_ERRORS.name]: 'validation.category.name',
  [CATEGORY_ERRORS.slug]: 'validation.category.slug',
  [CATEGORY_ERRORS.metaTitle]: 'validation.category.meta_title',
  [CATEGORY_ERRORS.metaDescription]: 'validation.category.meta_description',
};

export function CategoryFormModal({ open, category, onClose, onSave, noun = 'Category' }: Props) {
  const t = useT('admin');
  const [form, setForm] = useState<CategoryInput>(EMPTY);
  const err = (m?: string) => (m ? t(ERROR_KEYS[m] ?? m) : m);
  const kind = noun === 'Premium Category' ? 'premium' : 'category';
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
      setSaveError(err instanceof Error ? err.message : t('categories.save_failed'));
    } finally {
      setSaving(false);
    }
  }

  const canSave = !!form.name.trim() && !!form.slug.trim() && !saving;
  return (
    <Modal title={category ? t('categories.modal.edit', { kind }) : t('categories.modal.create', { kind })} open={open} onOpenChange={(o) => (o ? null : onClose())}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {saveError ? (
          <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300">
            {saveError}
          </p>
        ) : null}
        <Field label={t('categories.field.name')} required value={form.name} error={err(errors.name)} onChange={(e) => set('name', e.target.value)} />
        <Field
          label={t('categories.field.slug')}
          required
          value={form.slug}
          error={err(errors.slug)}
          hint={t('categories.field.slug_hint')}
          onChange={(e) => {
            setSlugTouched(true);
            set('slug', e.target.value);
          }}
        />
        <Field
          label={t('categories.field.meta_title')}
          value={form.meta_title}
          error={err(errors.meta_title)}
          placeholder={defaultMetaTitle(form.name.trim())}
          onChange={(e) => set('meta_title', e.target.value)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="category-meta-description" className="text-sm font-medium text-fg">
            {t('categories.field.meta_description')}
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
              {err(errors.meta_description)}
            </p>
          ) : null}
        </div>
        <div className="flex justify-end gap-2">
          <button type="button" className={btnSecondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={btnPrimary} disabled={!canSave}>
            {saving ? t('common.saving') : t('categories.modal.save', { kind })}
          </button>
        </div>
      </form>
    </Modal>
  );
}
