// Blogs tab: every post (10 a page, newest first) with Publish/Unpublish, Edit, Delete and
// a link to /blog/{slug} in a new tab; the create/edit modal holds the rich-text editor.
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
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
import { tr, useLocale, useT } from '../../../i18n';
import { formatDate } from '../../../i18n/format';

type Editing = { blog: BlogRow | null; key: number } | null;


/** Where this tab's loads and writes say their messages (data/write-messages.ts). */
const SCOPE = 'admin.blogs';

/** One of the list's writes, and its texts (keys of the `admin` catalog). */
type BlogAction = 'publish' | 'unpublish' | 'delete';
interface BlogWrite {
  id: string;
  action: BlogAction;
}
const DONE: Record<BlogAction, string> = { publish: 'blogs.published_ok', unpublish: 'blogs.unpublished', delete: 'blogs.deleted' };
const FAILED: Record<BlogAction, string> = { publish: 'blogs.publish_failed', unpublish: 'blogs.unpublish_failed', delete: 'blogs.delete_failed' };

export default function BlogsTab() {
  const t = useT('admin');
  const locale = useLocale();
  const dateOf = (iso: string) => (iso ? formatDate(iso, locale) : '');
  const [page, setPage] = useState(1);
  const banners = useBanners(SCOPE);
  const { fail, succeed, clear } = banners;
  const [editing, setEditing] = useState<Editing>(null);

  const list = useBlogPage(page, SCOPE);
  const rows: BlogRow[] | null = list.data?.items ?? (list.isError ? [] : null);
  const totalPages = Math.max(1, list.data?.totalPages ?? 1);
  const pastEnd = list.data && list.data.totalPages > 0 && page > list.data.totalPages ? list.data.totalPages : 0;
  // A page past the end (the last post of the last page deleted) goes to the last page.
  useEffect(() => {
    if (pastEnd) setPage(pastEnd);
  }, [pastEnd]);
  const load = (_page?: number) => list.load();

  // Publish, unpublish and delete: one at a time; the banners say the outcome (meta), and
  // the list is asked again after each.
  const writing = useMutation({
    onMutate: () => clear(),
    mutationFn: ({ id, action }: BlogWrite): Promise<unknown> => (action === 'delete' ? deleteBlog(id) : setPublished(id, action === 'publish')),
    meta: {
      scope: SCOPE,
      success: ({ action }: BlogWrite) => tr('admin', DONE[action]),
      error: (err, { action }: BlogWrite) => toUserError(err, tr('admin', FAILED[action])),
      invalidates: [['admin', 'blogs']],
    },
  });
  const busyId = writing.isPending ? writing.variables.id : null;
  const act = (id: string, action: BlogAction) => {
    if (!writing.isPending) writing.mutate({ id, action });
  };

  const openEdit = async (b: BlogRow) => {
    clear();
    try {
      setEditing({ blog: await getBlog(b.id), key: Date.now() });
    } catch (err) {
      fail(toUserError(err, t('blogs.load_failed')));
    }
  };

  const [ask, confirmDialog] = useConfirm();
  const remove = async (b: BlogRow) => {
    const ok = await ask({ title: t('blogs.delete_title'), description: t('blogs.delete_confirm', { title: b.title }), confirmLabel: t('blogs.delete_button') });
    if (!ok) return;
    act(b.id, 'delete');
  };

  return (
    <div className="flex flex-col gap-4">
      {confirmDialog}
      <TabHeader title={t('tabs.blogs')} action={{ label: t('blogs.new'), onClick: () => setEditing({ blog: null, key: Date.now() }) }} />
      <Banners error={banners.error} success={banners.success} />
      {!rows ? (
        <ListSkeleton label={t('blogs.loading')} rows={3} rowClass="h-20 rounded-xl" />
      ) : rows.length === 0 ? (
        <p className="text-muted">{t('blogs.none')}</p>
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
                  <span className={b.published ? 'text-green-400' : 'text-yellow-400'}>{b.published ? t('blogs.published') : t('blogs.draft')}</span>
                  {b.published ? ` · ${dateOf(b.published_at)}` : ` · ${t('blogs.created_on', { date: dateOf(b.created) })}`}
                  {' · '}
                  <a className={link} href={paths.blog(b.slug)} target="_blank" rel="noopener noreferrer">
                    /blog/{b.slug}
                    <span className="sr-only"> {t('common.new_tab')}</span>
                  </a>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {b.published ? (
                  <button
                    type="button"
                    className={btnSecondary}
                    disabled={busyId === b.id}
                    onClick={() => act(b.id, 'unpublish')}
                  >
                    {t('blogs.unpublish')}<span className="sr-only"> {b.title}</span>
                  </button>
                ) : (
                  <button
                    type="button"
                    className={btnPrimary}
                    disabled={busyId === b.id}
                    onClick={() => act(b.id, 'publish')}
                  >
                    {t('blogs.publish')}<span className="sr-only"> {b.title}</span>
                  </button>
                )}
                <button type="button" className={btnSecondary} onClick={() => void openEdit(b)}>
                  {t('common.edit')}<span className="sr-only"> {b.title}</span>
                </button>
                <button type="button" className={`${btnSecondary} text-red-300`} disabled={busyId === b.id} onClick={() => void remove(b)}>
                  {t('common.delete')}<span className="sr-only"> {b.title}</span>
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
            succeed(created ? t('blogs.created') : t('blogs.updated'));
            if (created && page !== 1) setPage(1);
            else void load(page);
          }}
        />
      ) : null}
    </div>
  );
}
