// Replies under a top-level comment (issue 41 §3): "3 replies" expands the thread, paged
// (REPLIES_PER_PAGE a page, oldest first); a member replies inline. A reply goes through
// the outbox like a comment (its id is the op id: sent exactly once), shows at once and
// is marked while pending. Block hides a member's comments and replies (issue 41 §6).
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { REPLIES_PER_PAGE, postReply, useReplies, type CommentItem } from '../../data/engagement';
import { keys } from '../../data/keys';
import { toListPage } from '../../data/list-page';
import { queryClient } from '../../data/query-client';
import type { Me } from '../../data/types';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { useBlockMember } from './blocks-api';

const small = 'min-h-9 rounded-md px-2 text-xs font-semibold text-muted hover:bg-surface-2 hover:text-fg';
const MAX = 5000;

/**
 * The thread's first page exists in the cache before a reply is queued, so a reply written
 * offline to a thread never opened still shows (marked as sending); it is stale from the
 * start, so online the server's page replaces it at once.
 */
function ensureThread(parentId: string, viewerId: string) {
  const key = keys.replies(parentId, viewerId, 1);
  if (queryClient.getQueryData(key) !== undefined) return;
  queryClient.setQueryData(key, toListPage<CommentItem>({ items: [], page: 1, perPage: REPLIES_PER_PAGE, totalItems: 0, totalPages: 0 }, 1, 0), { updatedAt: 0 });
}

/** The inline reply form. */
export function ReplyForm({ parent, me, onDone }: { parent: CommentItem; me: Me; onDone: () => void }) {
  const t = useT('public');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  // Reply was pressed to write: the field takes the focus (a keyboard user types at once).
  useEffect(() => field.current?.focus(), []);
  const id = `reply-${parent.id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content) return;
    setError(null);
    ensureThread(parent.parent || parent.id, me.id);
    // Not awaited: the outbox shows the reply at once.
    postReply(parent, me, content).then(
      () => {
        setText('');
        onDone();
      },
      () => setError(t('comments.post_failed')),
    );
  };
  return (
    <form onSubmit={submit} className="mt-2 flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {t('replies.label', { username: parent.username })}
      </label>
      <textarea id={id} className={`${input} py-2`} rows={2} maxLength={MAX} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('replies.placeholder')} ref={field} />
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={btnPrimary} disabled={!text.trim()}>
          {t('replies.post')}
        </button>
        <button type="button" className={btnSecondary} onClick={onDone}>
          {t('comments.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Block in a comment's actions: asks first, inline (a member's comments all leave the page). */
export function BlockButton({ comment, me }: { comment: CommentItem; me: Me }) {
  const t = useT('public');
  const [asking, setAsking] = useState(false);
  const block = useBlockMember(me.id);
  const failed = block.isError;
  if (!asking) {
    return (
      <button type="button" className={small} onClick={() => setAsking(true)} aria-label={t('blocks.block_member', { username: comment.username })}>
        {t('blocks.block')}
      </button>
    );
  }
  const confirm = () => block.mutate(comment.user);
  return (
    <div role="group" aria-label={t('blocks.block_member', { username: comment.username })} className="flex w-full flex-wrap items-center gap-2 rounded-lg bg-surface-2 p-2 text-xs text-fg">
      <span className="min-w-0 break-words">{t('blocks.confirm', { username: comment.username })}</span>
      <button type="button" className={small} onClick={confirm}>
        {t('blocks.confirm_button')}
      </button>
      <button type="button" className={small} onClick={() => setAsking(false)}>
        {t('comments.cancel')}
      </button>
      {failed ? (
        <span role="alert" className="text-danger">
          {t('blocks.failed_block')}
        </span>
      ) : null}
    </div>
  );
}

function ReplyPage({ parent, page, me, last, onMore, row }: { parent: CommentItem; page: number; me: Me | null; last: boolean; onMore: () => void; row: (c: CommentItem) => ReactNode }) {
  const t = useT('public');
  const q = useReplies(parent.id, me?.id ?? null, page);
  if (q.status === 'loading') {
    return (
      <li className="text-xs text-muted" role="status">
        {t('replies.loading')}
      </li>
    );
  }
  if (q.status === 'error') {
    return <li className="text-xs text-danger">{t('replies.failed')}</li>;
  }
  const items = q.data?.items ?? [];
  return (
    <>
      {items.map(row)}
      {last && q.data && page < q.data.totalPages ? (
        <li>
          <button type="button" className={small} onClick={onMore}>
            {t('replies.more')}
          </button>
        </li>
      ) : null}
    </>
  );
}

/** The "n replies" toggle and, open, the thread. */
export function Thread({ parent, me, open, onToggle, row }: { parent: CommentItem; me: Me | null; open: boolean; onToggle: () => void; row: (c: CommentItem) => ReactNode }) {
  const t = useT('public');
  const [pages, setPages] = useState(1);
  const count = parent.reply_count ?? 0;
  const regionId = `replies-${parent.id}`;
  return (
    <div className="mt-1">
      {count > 0 || open ? (
        <button type="button" className={small} aria-expanded={open} aria-controls={regionId} onClick={onToggle}>
          {open ? '▾' : '▸'} {t('replies.count', { count })}
        </button>
      ) : null}
      {open ? (
        <ul id={regionId} aria-label={t('replies.list_label', { username: parent.username })} className="mt-2 flex flex-col gap-2 border-l-2 border-border pl-3">
          {Array.from({ length: pages }, (_, i) => (
            <ReplyPage key={i} parent={parent} page={i + 1} me={me} last={i + 1 === pages} onMore={() => setPages(pages + 1)} row={row} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
