// The blog modal's Translations section (issue 27 §6): one language at a time (its
// title, excerpt and body in the same Tiptap editor as the original), the others kept in
// the form meanwhile. Nothing is open until the admin picks a language: most saves touch
// no translation, and a second editor is mounted only when one is edited. Values and
// rules: blog-schema.ts, blog-translations.ts.
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../ui/form-field';
import { input } from '../../../ui/styles';
import { LANG_NAMES } from '../../../i18n/languages';
import { useT } from '../../../i18n';
import { TRANSLATION_LANGS, type TranslationLang } from '../categories/category-rules';
import type { BlogValues } from './blog-schema';
import { RichEditor } from './rich-editor';

const tab =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-fg hover:bg-border aria-pressed:bg-accent aria-pressed:text-on-accent';

interface Props {
  form: UseFormReturn<BlogValues>;
  /** The language being edited; null: none open. */
  lang: TranslationLang | null;
  onLang: (l: TranslationLang) => void;
  /** The catalog text of a schema message. */
  err: (m?: string) => string | undefined;
}

export function BlogTranslationFields({ form, lang, onLang, err }: Props) {
  const t = useT('admin');
  const ids = useId();
  const errors = lang ? form.formState.errors.translations?.[lang] : undefined;
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium text-fg">{t('blogs.translations')}</legend>
      <p className="-mt-1 text-xs text-muted">{t('blogs.translations_hint')}</p>
      <div role="group" aria-label={t('blogs.translation_language')} className="flex flex-wrap gap-2">
        {TRANSLATION_LANGS.map((l) => (
          <button key={l} type="button" lang={l} className={tab} aria-pressed={l === lang} onClick={() => onLang(l)}>
            {LANG_NAMES[l]}
          </button>
        ))}
      </div>
      {/* Keyed by language: each language's editor starts from its own stored body. */}
      {lang ? (
        <div key={lang} lang={lang} className="flex flex-col gap-3">
          <Field label={t('blogs.field.translated_title')} error={err(errors?.title?.message)} {...form.register(`translations.${lang}.title`)} />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-excerpt`} className="text-sm font-medium text-fg">
              {t('blogs.field.excerpt')}
            </label>
            <textarea
              id={`${ids}-excerpt`}
              rows={2}
              aria-invalid={errors?.excerpt ? true : undefined}
              aria-describedby={`${ids}-excerpt-hint${errors?.excerpt ? ` ${ids}-excerpt-err` : ''}`}
              {...form.register(`translations.${lang}.excerpt`)}
              className={`${input} py-2 ${errors?.excerpt ? 'border-red-500' : ''}`}
            />
            <p id={`${ids}-excerpt-hint`} className="text-xs text-muted">
              {t('blogs.field.excerpt_hint')}
            </p>
            {errors?.excerpt ? (
              <p id={`${ids}-excerpt-err`} role="alert" className="text-sm text-red-400">
                {err(errors.excerpt.message)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-1">
            <span id={`${ids}-content`} className="text-sm font-medium text-fg">
              {t('blogs.field.translated_content')}
            </span>
            <Controller
              control={form.control}
              name={`translations.${lang}.body`}
              render={({ field }) => (
                <RichEditor
                  initialHtml={field.value.html}
                  labelId={`${ids}-content`}
                  onChange={field.onChange}
                  testIds={{ editor: 'translation-editor', image: 'translation-image-input' }}
                />
              )}
            />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
