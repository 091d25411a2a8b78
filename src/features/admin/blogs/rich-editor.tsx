// The post body editor (Tiptap): headings, bold/italic/underline/strike, lists, quotes,
// links and images uploaded to storage. Only what the server's sanitiser keeps is offered
// (h2-h4, no colours, no embeds), so what the admin sees is what gets published.
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { toUserError } from '../../../data/errors';
import { uploadBlogImage } from './api';
import { useT } from '../../../i18n';

export interface EditorValue {
  html: string;
  text: string;
  hasImage: boolean;
}

interface Props {
  initialHtml: string;
  onChange: (v: EditorValue) => void;
  invalid?: boolean;
  describedBy?: string;
  labelId: string;
  /** Test ids of the editor and its image input (a second editor on the page needs its own). */
  testIds?: { editor: string; image: string };
}

const TEST_IDS = { editor: 'blog-editor', image: 'editor-image-input' };

const tool =
  'inline-flex min-h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold text-fg hover:bg-border aria-pressed:bg-accent aria-pressed:text-on-accent disabled:opacity-40';

function Toolbar({ editor, onError, imageTestId }: { editor: Editor; onError: (m: string | null) => void; imageTestId: string }) {
  const t = useT('admin');
  const fileRef = useRef<HTMLInputElement>(null);
  const s = useEditorState({
    editor,
    selector: ({ editor: ed }) => ({
      h2: ed.isActive('heading', { level: 2 }),
      h3: ed.isActive('heading', { level: 3 }),
      bold: ed.isActive('bold'),
      italic: ed.isActive('italic'),
      underline: ed.isActive('underline'),
      strike: ed.isActive('strike'),
      bullet: ed.isActive('bulletList'),
      ordered: ed.isActive('orderedList'),
      quote: ed.isActive('blockquote'),
      link: ed.isActive('link'),
    }),
  });

  const setLink = () => {
    const prev = (editor.getAttributes('link').href as string | undefined) ?? '';
    const url = window.prompt(t('editor.link_prompt'), prev);
    if (url === null) return;
    const v = url.trim();
    if (!v) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!/^(https?:\/\/|mailto:|\/|#)/i.test(v)) {
      onError(t('editor.link_invalid'));
      return;
    }
    onError(null);
    editor.chain().focus().extendMarkRange('link').setLink({ href: v }).run();
  };

  // The image's upload, a mutation: busy while it runs, its refusal in the editor's message,
  // and the picker emptied either way (the same file can be picked again).
  const upload = useMutation({
    mutationFn: uploadBlogImage,
    onMutate: () => onError(null),
    onSuccess: (src, file) => {
      editor.chain().focus().setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') }).run();
    },
    onError: (err) => onError(err instanceof Error && !('status' in err) ? err.message : toUserError(err, t('editor.image_failed'))),
    onSettled: () => {
      if (fileRef.current) fileRef.current.value = '';
    },
  });
  const uploading = upload.isPending;

  const btn = (label: string, pressed: boolean | undefined, run: () => void, text: string) => (
    <button type="button" className={tool} aria-label={label} aria-pressed={pressed} onClick={run} title={label}>
      {text}
    </button>
  );

  return (
    <div role="toolbar" aria-label={t('editor.toolbar')} className="flex flex-wrap gap-1 border-b border-border bg-surface-2 p-1">
      {btn(t('editor.h2'), s.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run(), 'H2')}
      {btn(t('editor.h3'), s.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run(), 'H3')}
      {btn(t('editor.bold'), s.bold, () => editor.chain().focus().toggleBold().run(), 'B')}
      {btn(t('editor.italic'), s.italic, () => editor.chain().focus().toggleItalic().run(), 'I')}
      {btn(t('editor.underline'), s.underline, () => editor.chain().focus().toggleUnderline().run(), 'U')}
      {btn(t('editor.strike'), s.strike, () => editor.chain().focus().toggleStrike().run(), 'S')}
      {btn(t('editor.bullets'), s.bullet, () => editor.chain().focus().toggleBulletList().run(), t('editor.bullets_short'))}
      {btn(t('editor.numbers'), s.ordered, () => editor.chain().focus().toggleOrderedList().run(), t('editor.numbers_short'))}
      {btn(t('editor.quote'), s.quote, () => editor.chain().focus().toggleBlockquote().run(), '“ ”')}
      {btn(t('editor.link'), s.link, setLink, t('editor.link'))}
      <button type="button" className={tool} disabled={uploading} onClick={() => fileRef.current?.click()}>
        {uploading ? t('assets.uploading') : t('editor.image')}
      </button>
      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('editor.insert_image')}
        data-testid={imageTestId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload.mutate(file);
        }}
      />
    </div>
  );
}

export function RichEditor({ initialHtml, onChange, invalid, describedBy, labelId, testIds = TEST_IDS }: Props) {
  const [error, setError] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { target: null, rel: 'noopener noreferrer' } },
      }),
      Image.configure({ inline: false }),
    ],
    content: initialHtml || '',
    editorProps: {
      attributes: {
        // No typography plugin in the build: the few element styles the editor needs, scoped here.
        class:
          'min-h-full p-3 text-sm text-fg focus:outline-none [&_p]:my-2 [&_h2]:my-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:my-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_a]:text-accent [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-3 [&_img]:my-2 [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:my-4 [&_hr]:border-border',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        'data-testid': testIds.editor,
      },
    },
    onUpdate: ({ editor: ed }) => {
      onChange({ html: ed.getHTML(), text: ed.getText(), hasImage: ed.getHTML().includes('<img') });
    },
  });

  return (
    <div className={`flex flex-col overflow-hidden rounded-lg border ${invalid ? 'border-red-500' : 'border-border'} bg-surface`}>
      {editor ? <Toolbar editor={editor} onError={setError} imageTestId={testIds.image} /> : null}
      {error ? (
        <p role="alert" className="px-3 py-2 text-sm text-red-400">
          {error}
        </p>
      ) : null}
      {/* The spec's editor height: 500 px, scrolling inside. */}
      <div className="h-[500px] overflow-y-auto">
        <EditorContent editor={editor} className="h-full [&>div]:min-h-full" />
      </div>
    </div>
  );
}
