// Create/edit a post: title, body (rich editor), featured image, meta title/description.
// The modal stays open with everything typed when a save fails; a second click while
// saving is ignored, and a create carries a client id so it cannot make two posts.
// react-hook-form + zod (blog-schema.ts); the Tiptap editor is a Controller field. The
// translations (issue 27 §6) are saved with the post, in the same request.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { newOpId } from '../../../data/op-id';
import { toUserError } from '../../../data/errors';
import { Field, FormMessage, focusFirstInvalid } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { featuredUrl, saveBlog, type BlogRow } from './api';
import { BLOG_ERRORS, IMAGE_TYPES, blogSchema, type BlogValues } from './blog-schema';
import { RichEditor } from './rich-editor';
import { CATEGORY_ERRORS, type TranslationLang } from '../categories/category-rules';
import { BlogTranslationFields } from './blog-translation-fields';
import { firstLangWithErrors, storedTranslations, translationsForm } from './blog-translations';
import { useT } from '../../../i18n';
import { paths } from '../../../lib/paths';

interface Props {
  blog: BlogRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: (b: BlogRow, created: boolean) => void;
}

const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

// The schema gives the spec's English texts; the form shows them from the catalog.
const ERROR_KEYS: Record<string, string> = {
  [BLOG_ERRORS.title]: 'validation.blog.title',
  [BLOG_ERRORS.content]: 'validation.blog.content',
  [CATEGORY_ERRORS.metaTitle]: 'validation.category.meta_title',
  [CATEGORY_ERRORS.metaDescription]: 'validation.category.meta_description',
  [BLOG_ERRORS.translatedTitle]: BLOG_ERRORS.translatedTitle,
  [BLOG_ERRORS.excerpt]: BLOG_ERRORS.excerpt,
};

export function BlogFormModal({ blog, open, onClose, onSaved }: Props) {
  const t = useT('admin');
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<BlogValues>({
    resolver: zodResolver(blogSchema),
    defaultValues: {
      title: blog?.title ?? '',
      body: { html: blog?.content_html ?? '', text: blog?.content ?? '', hasImage: (blog?.content_html ?? '').includes('<img') },
      image: null,
      removeImage: false,
      meta_title: blog?.meta_title ?? '',
      meta_description: blog?.meta_description ?? '',
      translations: translationsForm(blog?.translations),
    },
    reValidateMode: 'onSubmit',
    // The first invalid field is focused in page order, the editor included (focusFirstInvalid).
    shouldFocusError: false,
  });
  const [image, removeImage, metaTitle, metaDescription] = useWatch({ control: form.control, name: ['image', 'removeImage', 'meta_title', 'meta_description'] });
  const errors = form.formState.errors;
  const err = (m?: string) => (m ? t(ERROR_KEYS[m] ?? m) : undefined);
  const [lang, setLang] = useState<TranslationLang | null>(null);
  // Set from the click until the save settled: the submit's checks run before the mutation
  // starts, so a second click in between is ignored here too.
  const busy = useRef(false);
  const newId = useRef(newOpId());
  const savedId = useRef<string | null>(blog?.id ?? null);

  const saving = useMutation({
    mutationFn: async (v: BlogValues) => {
      const wasNew = !savedId.current;
      const saved = await saveBlog(
        {
          title: v.title,
          content: v.body.text.trim(),
          content_html: v.body.html,
          meta_title: v.meta_title,
          meta_description: v.meta_description,
          featuredImage: v.image,
          removeImage: v.removeImage,
          translations: storedTranslations(v.translations),
        },
        savedId.current,
        newId.current,
      );
      return { saved, wasNew };
    },
    onSuccess: ({ saved, wasNew }) => {
      savedId.current = saved.id;
      onSaved(saved, wasNew);
    },
    onSettled: () => {
      busy.current = false;
    },
  });
  const error = saving.error ? toUserError(saving.error, saving.variables?.image ? t('blogs.image_failed') : t('blogs.save_failed')) : null;
  const save = (v: BlogValues) => {
    if (busy.current) return;
    busy.current = true;
    saving.mutate(v);
  };
  const refuse = (errs: typeof errors) => {
    saving.reset();
    // A refused translation is shown in its language before the focus moves to it.
    const refusedLang = errs.title || errs.body ? null : firstLangWithErrors(errs.translations);
    if (refusedLang) setLang(refusedLang);
    focusFirstInvalid(formRef.current);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    void form.handleSubmit(save, refuse)(e);
  };

  const current = blog && !removeImage && !image ? featuredUrl(blog, '640x360') : '';
  return (
    <Modal title={blog ? t('blogs.edit') : t('blogs.create')} open={open} onOpenChange={(o) => (!o ? onClose() : undefined)} wide>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label={t('blogs.field.title')} maxLength={200} error={err(errors.title?.message)} {...form.register('title')} />
        {blog ? <p className="-mt-2 text-xs text-muted">{t('blogs.address', { path: paths.blog(blog.slug) })}</p> : null}
        <div className="flex flex-col gap-1">
          <span id={`${ids}-content`} className="text-sm font-medium text-fg">
            {t('blogs.field.content')}
          </span>
          <Controller
            control={form.control}
            name="body"
            render={({ field, fieldState }) => (
              <RichEditor
                initialHtml={blog?.content_html ?? ''}
                labelId={`${ids}-content`}
                invalid={!!fieldState.error}
                describedBy={fieldState.error ? `${ids}-content-err` : undefined}
                onChange={field.onChange}
              />
            )}
          />
          {errors.body ? (
            <p id={`${ids}-content-err`} role="alert" className="text-sm text-red-400">
              {err(errors.body.message)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${ids}-img`} className="text-sm font-medium text-fg">
            {t('blogs.field.image')}
          </label>
          {current ? <img src={current} alt="" className="aspect-video w-48 rounded-lg object-cover" /> : null}
          <input
            id={`${ids}-img`}
            type="file"
            accept={IMAGE_ACCEPT}
            className={`${input} py-2`}
            aria-invalid={errors.image ? true : undefined}
            onChange={(e) => {
              // The type is checked as soon as a file is chosen.
              form.setValue('image', e.target.files?.[0] ?? null);
              void form.trigger('image');
            }}
          />
          {errors.image ? (
            <p role="alert" className="text-sm text-red-400">
              {err(errors.image.message)}
            </p>
          ) : null}
          {blog?.featured_image && !image ? (
            <label className="flex min-h-11 items-center gap-2 text-sm text-fg">
              <input type="checkbox" className="size-5 accent-accent" {...form.register('removeImage')} />
              {t('blogs.remove_image')}
            </label>
          ) : null}
        </div>
        <Field
          label={t('categories.field.meta_title')}
          error={err(errors.meta_title?.message)}
          hint={`${metaTitle.trim().length}/60`}
          {...form.register('meta_title')}
        />
        <Field
          label={t('categories.field.meta_description')}
          error={err(errors.meta_description?.message)}
          hint={`${metaDescription.trim().length}/160`}
          {...form.register('meta_description')}
        />
        <BlogTranslationFields form={form} lang={lang} onLang={setLang} err={err} />
        <FormMessage kind="error">{error}</FormMessage>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={btnSecondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={btnPrimary} disabled={saving.isPending}>
            {saving.isPending ? t('common.saving') : t('blogs.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
