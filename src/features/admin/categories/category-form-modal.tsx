// Create Category / Edit Category (management spec: Category management, §5). The slug
// follows the name until the admin edits it; a failed save keeps what was typed.
// react-hook-form + zod (category-schema.ts). A category (not a premium one) also takes its
// name per language (issue 27 §6): visitors in that language see it, else the name.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import type { Category } from '../../../data/types';
import { CATEGORY_ERRORS, TRANSLATION_LANGS, defaultMetaDescription, defaultMetaTitle, namesOf, slugFromName, type CategoryInput } from './category-rules';
import { categorySchema } from './category-schema';
import { useT } from '../../../i18n';
import { LANG_NAMES } from '../../../i18n/languages';

interface Props {
  open: boolean;
  category: (Pick<Category, 'id' | 'name' | 'slug' | 'meta_title' | 'meta_description'> & { name_i18n?: unknown }) | null;
  onClose: () => void;
  /** Saves; throws with the text to show on failure. */
  onSave: (id: string | null, data: CategoryInput) => Promise<void>;
  /** What the modal calls the record ('Category'; the premium tab says 'Premium Category'). */
  noun?: string;
}

const EMPTY: CategoryInput = { name: '', slug: '', meta_title: '', meta_description: '' };
const NO_NAMES = namesOf(null);

// The schema gives the spec's English texts; the form shows them from the catalog.
const ERROR_KEYS: Record<string, string> = {
  [CATEGORY_ERRORS.name]: 'validation.category.name',
  [CATEGORY_ERRORS.slug]: 'validation.category.slug',
  [CATEGORY_ERRORS.metaTitle]: 'validation.category.meta_title',
  [CATEGORY_ERRORS.metaDescription]: 'validation.category.meta_description',
  [CATEGORY_ERRORS.translatedName]: 'validation.category.translated_name',
};

export function CategoryFormModal({ open, category, onClose, onSave, noun = 'Category' }: Props) {
  const t = useT('admin');
  const form = useForm<CategoryInput>({ resolver: zodResolver(categorySchema), defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const [name, slug] = useWatch({ control: form.control, name: ['name', 'slug'] });
  const errors = form.formState.errors;
  const err = (m?: string) => (m ? t(ERROR_KEYS[m] ?? m) : m);
  const kind = noun === 'Premium Category' ? 'premium' : 'category';
  // Premium categories are seen by members in the premium area only: no translations.
  const translated = kind === 'category';
  // Set once the admin edits the slug (or the category has one): the name no longer writes it.
  const slugTouched = useRef(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { reset } = form;

  useEffect(() => {
    if (!open) return;
    const names = translated ? { name_i18n: category ? namesOf(category.name_i18n) : NO_NAMES } : {};
    reset(
      category
        ? { name: category.name, slug: category.slug, meta_title: category.meta_title || '', meta_description: category.meta_description || '', ...names }
        : { ...EMPTY, ...names },
    );
    slugTouched.current = !!category;
    setSaveError(null);
  }, [open, category, reset, translated]);

  const save = async (payload: CategoryInput) => {
    if (saving) return;
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(category?.id ?? null, payload);
    } catch (err) {
      setSaveError(err instanceof Error ? err.message : t('categories.save_failed'));
    } finally {
      setSaving(false);
    }
  };
  const submit = form.handleSubmit(save);

  const canSave = !!name.trim() && !!slug.trim() && !saving;
  return (
    <Modal title={category ? t('categories.modal.edit', { kind }) : t('categories.modal.create', { kind })} open={open} onOpenChange={(o) => (o ? null : onClose())}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {saveError ? (
          <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300">
            {saveError}
          </p>
        ) : null}
        <Field
          label={t('categories.field.name')}
          required
          error={err(errors.name?.message)}
          {...form.register('name', {
            onChange: (e: { target: { value: string } }) => {
              if (!slugTouched.current) form.setValue('slug', slugFromName(e.target.value));
            },
          })}
        />
        <Field
          label={t('categories.field.slug')}
          required
          error={err(errors.slug?.message)}
          hint={t('categories.field.slug_hint')}
          {...form.register('slug', {
            onChange: () => {
              slugTouched.current = true;
            },
          })}
        />
        <Field
          label={t('categories.field.meta_title')}
          error={err(errors.meta_title?.message)}
          placeholder={defaultMetaTitle(name.trim())}
          {...form.register('meta_title')}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="category-meta-description" className="text-sm font-medium text-fg">
            {t('categories.field.meta_description')}
          </label>
          <textarea
            id="category-meta-description"
            rows={3}
            placeholder={defaultMetaDescription(name.trim())}
            aria-invalid={errors.meta_description ? true : undefined}
            aria-describedby={errors.meta_description ? 'category-meta-description-err' : undefined}
            {...form.register('meta_description')}
            className={`${input} py-2 ${errors.meta_description ? 'border-red-500' : ''}`}
          />
          {errors.meta_description ? (
            <p id="category-meta-description-err" role="alert" className="text-sm text-red-400">
              {err(errors.meta_description.message)}
            </p>
          ) : null}
        </div>
        {translated ? (
          <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
            <legend className="px-1 text-sm font-medium text-fg">{t('categories.field.translations')}</legend>
            <p className="-mt-1 text-xs text-muted">{t('categories.field.translations_hint')}</p>
            {TRANSLATION_LANGS.map((l) => (
              <Field
                key={l}
                label={LANG_NAMES[l]}
                lang={l}
                placeholder={name.trim()}
                error={err(errors.name_i18n?.[l]?.message)}
                {...form.register(`name_i18n.${l}`)}
              />
            ))}
          </fieldset>
        ) : null}
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
