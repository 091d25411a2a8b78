// The forms of the comments (react-hook-form + zod): a member's new comment and the edit of
// one's own. Loaded apart from comments-section.tsx: a visitor never sees them, and a
// member's first screen (the player) does not wait for them (issue 26 §7, TBT).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useT } from '../../i18n';
import { editComment, postComment, type CommentItem } from '../../data/engagement';
import type { Me } from '../../data/types';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { NewCommentLayout } from './new-comment-layout';
import { commentSchema, type CommentOutput, type CommentValues } from './comment-schema';

/** The edit form of one's own comment, starting from its stored text. */
export function EditComment({ comment, onDone }: { comment: CommentItem; onDone: () => void }) {
  const t = useT('public');
  const { register, handleSubmit, watch } = useForm<CommentValues, unknown, CommentOutput>({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: comment.content },
  });
  const blank = !watch('content').trim();
  // Not awaited: the outbox shows the edit at once, and the form closes once it is stored.
  const save = handleSubmit(({ content }) => void editComment(comment, content).then(onDone));
  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-col gap-2">
      <label className="sr-only" htmlFor={`edit-${comment.id}`}>
        {t('comments.edit_label')}
      </label>
      {/* defaultValue too: the stored text is the textarea's own content (as a controlled one's
          first value was), so the row still reads as this comment while it is edited. */}
      <textarea id={`edit-${comment.id}`} className={`${input} py-2`} rows={3} defaultValue={comment.content} {...register('content')} />
      <div className="flex gap-2">
        <button type="submit" className={btnPrimary} disabled={blank}>
          {t('comments.save')}
        </button>
        <button type="button" className={btnSecondary} onClick={onDone}>
          {t('comments.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A member's new comment. */
export function NewComment({ videoId, me }: { videoId: string; me: Me }) {
  const t = useT('public');
  const { register, handleSubmit, watch, reset, setError, clearErrors, formState } = useForm<CommentValues, unknown, CommentOutput>({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: '' },
  });
  const blank = !watch('content').trim();
  const error = formState.errors.root?.message ?? null;

  // Not awaited: the outbox shows the comment at once, and the field empties once it is stored.
  const submit = handleSubmit(({ content }) => {
    clearErrors('root');
    postComment(videoId, me, content).then(
      () => reset(),
      () => setError('root', { message: t('comments.post_failed') }),
    );
  });
  return (
    <NewCommentLayout
      onSubmit={(e) => void submit(e)}
      field={<textarea id="new-comment" {...register('content')} placeholder={t('comments.add_placeholder')} rows={3} className={`${input} py-2`} />}
      error={error}
      blank={blank}
    />
  );
}
