// Create/edit a post: title, body (rich editor), featured image, meta title/description.
// The modal stays open with everything typed when a save fails; a second click while
// saving is ignored, and a create carries a client id so it cannot make two posts.
import { useId, useRef, useState, type FormEvent } from 'react';
import { newOpId } from '../../../data/op-id';
import { toUserError } from '../../../data/errors';
import { Field, FormMessage, focusFirstInvalid } from '../../../ui/form-field';
import { Modal } from '../../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { checkBlog, featuredUrl, saveBlog, type BlogRow } from './api';
import { RichEditor, type EditorValue } from './rich-editor';
import { useT } from '../../../i18n';

interface Props {
  blog: BlogRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: (b: BlogRow, created: boolean) => void;
}

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

// checkBlog gives the spec's English texts; the form shows them from the catalog.
const BLOG_ERRORS: Record<string, string> = {
  'Blog title is required': 'validation.blog.title',
  'Blog content is required': 'validation.blog.content',
};

export function BlogFormModal({ blog, open, onClose, onSaved }: Props) {
  const t = useT('admin');
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState(blog?.title ?? '');
  const [body, setBody] = useState<EditorValue>({ html: blog?.content_html ?? '', text: blog?.content ?? '', hasImage: (blog?.content_html ?? '').includes('<img') });
  const [metaTitle, setMetaTitle] = useState(blog?.meta_title ?? '');
  const [metaDescription, setMetaDescription] = useState(blog?.meta_description ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const newId = useRef(newOpId());
  const savedId = useRef<string | null>(blog?.id ?? null);

  const imageError = (f: File | null) => (f && !IMAGE_ACCEPT.split(',').includes(f.type) ? t('validation.blog.image_type') : '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    const found = Object.fromEntries(Object.entries(checkBlog(title, body.text, body.hasImage)).map(([k, m]) => [k, t(BLOG_ERRORS[m] ?? m)]));
    if (metaTitle.trim().length > 60) found.meta_title = t('validation.category.meta_title');
    if (metaDescription.trim().length > 160) found.meta_description = t('validation.category.meta_description');
    const imgErr = imageError(image);
    if (imgErr) found.featured_image = imgErr;
    setErrors(found);
    if (Object.keys(found).length) {
      setError(null);
      focusFirstInvalid(formRef.current);
      return;
    }
    busy.current = true;
    setSaving(true);
    setError(null);
    try {
      const wasNew = !savedId.current;
      const saved = await saveBlog(
        { title, content: body.text.trim(), content_html: body.html, meta_title: metaTitle, meta_description: metaDescription, featuredImage: image, removeImage },
        savedId.current,
        newId.current,
      );
      savedId.current = saved.id;
      onSaved(saved, wasNew);
    } catch (err) {
      const fallback = image ? t('blogs.image_failed') : t('blogs.save_failed');
      setError(toUserError(err, fallback));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  const current = blog && !removeImage && !image ? featuredUrl(blog, '640x360') : '';
  return (
    <Modal title={blog ? t('blogs.edit') : t('blogs.create')} open={open} onOpenChange={(o) => (!o ? onClose() : undefined)} wide>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field label={t('blogs.field.title')} value={title} maxLength={200} error={errors.title} onChange={(e) => setTitle(e.target.value)} />
        {blog ? <p className="-mt-2 text-xs text-muted">{t('blogs.address', { path: `/blog/${blog.slug}` })}</p> : null}
        <div className="flex flex-col gap-1">
          <span id={`${ids}-content`} className="text-sm font-medium text-fg">
            {t('blogs.field.content')}
          </span>
          <RichEditor
            initialHtml={blog?.content_html ?? ''}
            labelId={`${ids}-content`}
            invalid={!!errors.content}
            describedBy={errors.content ? `${ids}-content-err` : undefined}
            onChange={setBody}
          />
          {errors.content ? (
            <p id={`${ids}-content-err`} role="alert" className="text-sm text-red-400">
              {errors.content}
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
            aria-invalid={errors.featured_image ? true : undefined}
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              setImage(f);
              setErrors((x) => ({ ...x, featured_image: imageError(f) }));
            }}
          />
          {errors.featured_image ? (
            <p role="alert" className="text-sm text-red-400">
              {errors.featured_image}
            </p>
          ) : null}
          {blog?.featured_image && !image ? (
            <label className="flex min-h-11 items-center gap-2 text-sm text-fg">
              <input type="checkbox" className="size-5 accent-accent" checked={removeImage} onChange={(e) => setRemoveImage(e.target.checked)} />
              {t('blogs.remove_image')}
            </label>
          ) : null}
        </div>
        <Field
          label={t('categories.field.meta_title')}
          value={metaTitle}
          error={errors.meta_title}
          hint={`${metaTitle.trim().length}/60`}
          onChange={(e) => setMetaTitle(e.target.value)}
        />
        <Field
          label={t('categories.field.meta_description')}
          value={metaDescription}
          error={errors.meta_description}
          hint={`${metaDescription.trim().length}/160`}
          onChange={(e) => setMetaDescription(e.target.value)}
        />
        <FormMessage kind="error">{error}</FormMessage>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={btnSecondary} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={btnPrimary} disabled={saving}>
            {saving ? t('common.saving') : t('blogs.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
