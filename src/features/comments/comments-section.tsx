// Comments of a video (spec §2 "Comments"): list newest first, post (members), edit and
// delete own, delete any as admin ('Delete as Admin'), like. Writes go through the outbox
// and show at once; a pending comment is marked until the server has it.
import { useLocale, useT } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Tooltip } from 'radix-ui';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { deleteComment, editComment, postComment, toggleCommentLike, useComments, type CommentItem } from '../../data/engagement';
import { useSession } from '../../data/session';
import type { Me } from '../../data/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { btnPrimary, btnSecondary, input, link } from '../../ui/styles';
import { ReportButton } from '../report/report-dialog';
import { commentSchema, type CommentOutput, type CommentValues } from './comment-schema';

const small = 'min-h-9 rounded-md px-2 text-xs font-semibold text-muted hover:bg-surface-2 hover:text-fg';

/** The edit form of one's own comment, starting from its stored text. */
function EditComment({ comment, onDone }: { comment: CommentItem; onDone: () => void }) {
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

function CommentRow({ comment, me }: { comment: CommentItem; me: Me | null }) {
  const t = useT('public');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const own = !!me && me.id === comment.user;
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-3" data-testid="comment">
      <div className="flex items-center gap-2 text-xs text-muted">
        <span className="font-semibold text-fg">{comment.username}</span>
        <time dateTime={comment.created}>{formatDate(comment.created, locale)}</time>
        {comment.pending ? <span className="text-accent">{t('comments.sending')}</span> : null}
      </div>
      {editing ? (
        <EditComment comment={comment} onDone={() => setEditing(false)} />
      ) : (
        <p className="text-sm whitespace-pre-wrap text-fg">{comment.content}</p>
      )}
      <div className="flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={small}
          aria-pressed={comment.liked_by_me}
          disabled={!me}
          onClick={() => void toggleCommentLike(comment)}
        >
          {comment.liked_by_me ? '♥' : '♡'} {comment.like_count}
        </button>
        {!own ? <ReportButton itemType="comment" itemId={comment.id} compact /> : null}
        {own && !editing ? (
          <button type="button" className={small} onClick={() => setEditing(true)}>
            {t('comments.edit')}
          </button>
        ) : null}
        {own ? (
          <button type="button" className={small} onClick={() => setConfirming(true)}>
            {t('comments.delete')}
          </button>
        ) : me?.is_admin ? (
          <Tooltip.Root>
            <Tooltip.Trigger asChild>
              <button type="button" className={small} aria-label={t('comments.delete_as_admin')} onClick={() => setConfirming(true)}>
                {t('comments.delete')}
              </button>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content className="rounded-md bg-surface-2 px-2 py-1 text-xs text-fg shadow" sideOffset={4}>
                {t('comments.delete_as_admin')}
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        ) : null}
      </div>
      {me && (own || me.is_admin) ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('comments.delete_title')}
          description={own ? t('comments.delete_own') : t('comments.delete_other')}
          confirmLabel={t('comments.delete')}
          onConfirm={() => void deleteComment(comment, me.id)}
        />
      ) : null}
    </li>
  );
}

export function CommentsSection({ videoId }: { videoId: string }) {
  const t = useT('public');
  const locale = useLocale();
  const me = useSession((s) => s.user);
  const comments = useComments(videoId, me?.id ?? null);
  const { register, handleSubmit, watch, reset, setError, clearErrors, formState } = useForm<CommentValues, unknown, CommentOutput>({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: '' },
  });
  const blank = !watch('content').trim();
  const error = formState.errors.root?.message ?? null;

  // Not awaited: the outbox shows the comment at once, and the field empties once it is stored.
  const submit = handleSubmit(({ content }) => {
    if (!me) return;
    clearErrors('root');
    postComment(videoId, me, content).then(
      () => reset(),
      () => setError('root', { message: t('comments.post_failed') }),
    );
  });
  const items = comments.data?.items ?? [];

  return (
    <Tooltip.Provider delayDuration={200}>
      <section aria-labelledby="comments-title" className="mt-8">
        <h2 id="comments-title" className="mb-3 text-lg font-bold text-fg">
          {comments.data ? t('comments.title_count', { total: formatNumber(comments.data.totalItems, locale) }) : t('comments.title')}
        </h2>
        {me ? (
          <form onSubmit={(e) => void submit(e)} className="mb-6 flex flex-col gap-2">
            <label htmlFor="new-comment" className="sr-only">
              {t('comments.add_label')}
            </label>
            <textarea
              id="new-comment"
              {...register('content')}
              placeholder={t('comments.add_placeholder')}
              rows={3}
              className={`${input} py-2`}
            />
            {error ? (
              <p role="alert" className="text-sm text-danger">
                {error}
              </p>
            ) : null}
            <div>
              <button type="submit" className={btnPrimary} disabled={blank}>
                {t('comments.post')}
              </button>
            </div>
          </form>
        ) : (
          <p className="mb-6 text-sm text-muted">
            <Link to={paths.login()} className={link}>
              {t('comments.log_in')}
            </Link>
          </p>
        )}
        {comments.status === 'loading' ? (
          <p className="text-sm text-muted" role="status">
            {t('comments.loading')}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted">{t('comments.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {items.map((c) => (
              <CommentRow key={c.id} comment={c} me={me} />
            ))}
          </ul>
        )}
      </section>
    </Tooltip.Provider>
  );
}
