// Comments of a video (spec §2 "Comments"): list newest first, post (members), edit and
// delete own, delete any as admin ('Delete as Admin'), like. Writes go through the outbox
// and show at once; a pending comment is marked until the server has it.
// The forms (react-hook-form + zod), the delete question and the admin's tooltip load on
// their own: the list is below the player, and a visitor's first visit runs none of them
// (issue 26 §7, TBT). Each has a stand-in of the same size while it loads.
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../../ui/lazy-retry';
import { useLocale, useT } from '../../i18n';
import { formatDate, formatNumber } from '../../i18n/format';
import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { deleteComment, toggleCommentLike, useComments, type CommentItem } from '../../data/engagement';
import { useSession } from '../../data/session';
import type { Me } from '../../data/types';
import { input, link } from '../../ui/styles';
import { ReportButton } from '../report/report-button';
import { NewCommentLayout } from './new-comment-layout';
import { BlockButton, ReplyForm, Thread } from './replies';

const NewComment = lazyWithRetry(() => import('./comment-forms').then((m) => ({ default: m.NewComment })));
const EditComment = lazyWithRetry(() => import('./comment-forms').then((m) => ({ default: m.EditComment })));
const AdminDeleteButton = lazyWithRetry(() => import('./admin-delete-button'), 'silent');
const ConfirmDialog = lazyWithRetry(() => import('../../ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

const small = 'min-h-9 rounded-md px-2 text-xs font-semibold text-muted hover:bg-surface-2 hover:text-fg';

function CommentRow({ comment, me }: { comment: CommentItem; me: Me | null }) {
  const t = useT('public');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [threadOpen, setThreadOpen] = useState(false);
  const isReply = !!comment.parent;
  const [confirming, setConfirming] = useState(false);
  // The question is mounted from its first opening on, so that closing it runs its own
  // close (focus back on Delete).
  const [asked, setAsked] = useState(false);
  const ask = () => {
    setAsked(true);
    setConfirming(true);
  };
  const own = !!me && me.id === comment.user;
  const text = <p className="text-sm whitespace-pre-wrap text-fg">{comment.content}</p>;
  const deleteButton = (
    <button type="button" className={small} aria-label={own ? undefined : t('comments.delete_as_admin')} onClick={ask}>
      {t('comments.delete')}
    </button>
  );
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-3" data-testid={isReply ? 'reply' : 'comment'}>
      <div className="flex items-center gap-2 text-xs text-muted">
        <span className="font-semibold break-all text-fg">{comment.username}</span>
        <time dateTime={comment.created}>{formatDate(comment.created, locale)}</time>
        {comment.pending ? <span className="text-accent">{t('comments.sending')}</span> : null}
      </div>
      {editing ? (
        <Suspense fallback={text}>
          <EditComment comment={comment} onDone={() => setEditing(false)} />
        </Suspense>
      ) : (
        text
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
        {me && !comment.pending ? (
          <button type="button" className={small} aria-expanded={replying} onClick={() => setReplying(!replying)} aria-label={t('replies.reply_to', { username: comment.username })}>
            {t('replies.reply')}
          </button>
        ) : null}
        {!own ? <ReportButton itemType="comment" itemId={comment.id} compact /> : null}
        {me && !own ? <BlockButton comment={comment} me={me} /> : null}
        {own && !editing ? (
          <button type="button" className={small} onClick={() => setEditing(true)}>
            {t('comments.edit')}
          </button>
        ) : null}
        {own ? (
          deleteButton
        ) : me?.is_admin ? (
          <Suspense fallback={deleteButton}>
            <AdminDeleteButton className={small} onClick={ask} />
          </Suspense>
        ) : null}
      </div>
      {me && replying ? (
        <ReplyForm
          parent={comment}
          me={me}
          onDone={() => {
            setReplying(false);
            if (!isReply) setThreadOpen(true);
          }}
        />
      ) : null}
      {!isReply ? <Thread parent={comment} me={me} open={threadOpen} onToggle={() => setThreadOpen(!threadOpen)} row={(c) => <CommentRow key={c.id} comment={c} me={me} />} /> : null}
      {me && (own || me.is_admin) && asked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('comments.delete_title')}
            description={own ? t('comments.delete_own') : t('comments.delete_other')}
            confirmLabel={t('comments.delete')}
            onConfirm={() => void deleteComment(comment, me.id)}
          />
        </Suspense>
      ) : null}
    </li>
  );
}

/** Drawn while comment-forms.tsx loads: the same form, not yet usable. */
function NewCommentStandIn() {
  const t = useT('public');
  return <NewCommentLayout field={<textarea id="new-comment" placeholder={t('comments.add_placeholder')} rows={3} className={`${input} py-2`} disabled />} blank />;
}

export function CommentsSection({ videoId }: { videoId: string }) {
  const t = useT('public');
  const locale = useLocale();
  const me = useSession((s) => s.user);
  const comments = useComments(videoId, me?.id ?? null);
  const items = comments.data?.items ?? [];
  // The heading counts replies too (issue 41 §3): over the loaded page when it holds every
  // thread (it follows pending writes), else the server's withReplies.
  const total = !comments.data
    ? 0
    : comments.data.totalItems <= items.length
      ? items.reduce((n, c) => n + 1 + (c.reply_count ?? 0), 0)
      : Number(comments.data.meta.withReplies ?? comments.data.totalItems);

  return (
    <section aria-labelledby="comments-title" className="mt-8">
      <h2 id="comments-title" className="mb-3 text-lg font-bold text-fg">
        {comments.data ? t('comments.title_count', { total: formatNumber(total, locale) }) : t('comments.title')}
      </h2>
      {me ? (
        <Suspense fallback={<NewCommentStandIn />}>
          <NewComment videoId={videoId} me={me} />
        </Suspense>
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
  );
}
