// Blogs tab: every post (10 a page, newest first) with Publish/Unpublish, Edit, Delete and
// a link to /blog/{slug} in a new tab; the create/edit modal holds the rich-text editor.
import { useEffect, useRef, useState } from 'react';
import { paths } from '../../../lib/paths';
import { toUserError } from '../../../data/errors';
import { Pagination } from '../../../ui/pagination';
import { btnPrimary, btnSecondary, link } from '../../../ui/styles';
import { deleteBlog, featuredUrl, getBlog, setPublished, useBlogPage, type BlogRow } from './api';
import { Banners } from '../../../ui/banners';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useBanners } from '../../../ui/use-banners';
import { BlogFormModal } from './blog-form-modal';
import { useConfirm } from '../../../ui/confirm-dialog';

type Editing = { blog: BlogRow | null; key: number } | null;

const dateOf = (iso: string) => (iso ? new Date(iso.replace(' ', 'T')).toLocaleDateString() : '');

export default function BlogsTab() {
  const [page, setPage] = useState(1);
  const banners = useBanners();
  const { fail, succeed, clear } = banners;
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const busy = useRef(false);

  const list = useBlogPage(page, (err) => fail(toUserError(err, 'Failed to load blogs')));
  const rows: BlogRow[] | null = list.data?.items ?? (list.isError ? [] : null);
  const totalPages = Math.max(1, list.data?.totalPages ?? 1);
  const pastEnd = list.data && list.data.totalPages > 0 && page > list.data.totalPages ? list.data.totalPages : 0;
  // A page past the end (the last post of the last page deleted) goes to the last page.
  useEffect(() => {
    if (pastEnd) setPage(pastEnd);
  }, [pastEnd]);
  const load = (_page?: number) => list.load();

  const act = async (id: string, fn: () => Promise<unknown>, fallback: string, done: string) => {
    if (busy.current) return;
    busy.current = true;
    setBusyId(id);
    clear();
    try {
      await fn();
      succeed(done);
      await load(page);
    } catch (err) {
      fail(toUserError(err, fallback));
    } finally {
      busy.current = false;
      setBusyId(null);
    }
  };

  const openEdit = async (b: BlogRow) => {
    clear();
    try {
      setEditing({ blog: await getBlog(b.id), key: Date.now() });
    } catch (err) {
      fail(toUserError(err, 'Failed to load blogs'));
    }
  };

  const [ask, confirmDialog] = useConfirm();
  const remove = async (b: BlogRow) => {
    const ok = await ask({ title: 'Delete this blog post?', description: `Are you sure you want to delete this blog post? “${b.title}” cannot be restored.`, confirmLabel: 'Delete blog post' });
    if (!ok) return;
    void act(b.id, () => deleteBlog(b.id), 'Failed to delete blog', 'Blog deleted successfully');
  };

  return (
    <div className="flex flex-col gap-4">
      {confirmDialog}
      <TabHeader title="Blogs" action={{ label: 'New Blog Post', onClick: () => setEditing({ blog: null, key: Date.now() }) }} />
      <Banners error={banners.error} success={banners.success} />
      {!rows ? (
        <ListSkeleton label="Loading blogs" rows={3} rowClass="h-20 rounded-xl" />
      ) : rows.length === 0 ? (
        <p className="text-muted">No blog posts yet.</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="blog-list">
          {rows.map((b) => (
            <li key={b.id} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 sm:flex-row sm:items-center">
              {b.featured_image ? (
                <img src={featuredUrl(b, '640x360')} alt="" loading="lazy" className="aspect-video w-full rounded-lg object-cover sm:w-32" />
              ) : (
                <div aria-hidden="true" className="hidden aspect-video w-32 rounded-lg bg-surface-2 sm:block" />
              )}
              <div className="min-w-0 flex-1">
                <h2 className="truncate font-semibold text-fg">{b.title}</h2>
                <p className="text-xs text-muted">
                  <span className={b.published ? 'text-green-400' : 'text-yellow-400'}>{b.published ? 'Published' : 'Draft'}</span>
                  {b.published ? ` · ${dateOf(b.published_at)}` : ` · created ${dateOf(b.created)}`}
                  {' · '}
                  <a className={link} href={paths.blog(b.slug)} target="_blank" rel="noopener noreferrer">
                    /blog/{b.slug}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {b.published ? (
                  <button
                    type="button"
                    className={btnSecondary}
                    disabled={busyId === b.id}
                    onClick={() => void act(b.id, () => setPublished(b.id, false), 'Failed to unpublish blog', 'Blog unpublished')}
                  >
                    Unpublish<span className="sr-only"> {b.title}</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    className={btnPrimary}
                    disabled={busyId === b.id}
                    onClick={() => void act(b.id, () => setPublished(b.id, true), 'Failed to publish blog', 'Blog published')}
                  >
                    Publish<span className="sr-only"> {b.title}</span>
                  </button>
                )}
                <button type="button" className={btnSecondary} onClick={() => void openEdit(b)}>
                  Edit<span className="sr-only"> {b.title}</span>
                </button>
                <button type="button" className={`${btnSecondary} text-red-300`} disabled={busyId === b.id} onClick={() => void remove(b)}>
                  Delete<span className="sr-only"> {b.title}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      {editing ? (
        <BlogFormModal
          key={editing.key}
          blog={editing.blog}
          open
          onClose={() => setEditing(null)}
          onSaved={(_, created) => {
            setEditing(null);
            succeed(created ? 'Blog created successfully' : 'Blog updated successfully');
            if (created && page !== 1) setPage(1);
            else void load(page);
          }}
        />
      ) : null}
    </div>
  );
}
