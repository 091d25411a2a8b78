// /blogs: search, 10 a page, Previous/Next with 'Page X of Y' (spec §2 Blogs).
// Page and query live in the URL (?page=&q=).
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { NeedsConnection } from '../../ui/needs-connection';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usePageParam } from '../../ui/use-page-param';
import { formatDate, useBlogs } from './api';
import { useT } from '../../i18n';

export function BlogListPage() {
  const t = useT('pages');
  const tc = useT('common');
  useDocumentTitle(t('blog.title'));
  const [params, setParams] = useSearchParams();
  const { page, clampTo } = usePageParam();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const blogs = useBlogs(page, q);
  const data = blogs.data;

  useEffect(() => setText(q), [q]);

  const go = (next: { page?: number; q?: string }) => {
    const sp = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) sp.set('q', nq);
    if (next.page && next.page > 1) sp.set('page', String(next.page));
    setParams(sp);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    go({ q: text.trim(), page: 1 });
  };
  const totalPages = Math.max(1, data?.totalPages ?? 1);
  const loadedPages = data ? totalPages : null;
  useEffect(() => {
    if (loadedPages !== null) clampTo(loadedPages);
  }, [loadedPages, clampTo]);

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
      <h1 id="page-title" className="text-2xl font-bold text-fg sm:text-3xl">
        {t('blog.title')}
      </h1>
      <form role="search" onSubmit={onSearch} className="mt-4 flex gap-2">
        <label htmlFor="blog-q" className="sr-only">
          {t('blog.search_label')}
        </label>
        <input id="blog-q" type="search" className={input} placeholder={t('blog.search_placeholder')} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={btnPrimary}>
          {tc('search.submit')}
        </button>
      </form>

      {!data && blogs.offline ? (
        <NeedsConnection onRetry={blogs.refetch} />
      ) : !data && blogs.status === 'error' ? (
        <StatusPanel title={t('blog.failed_list')}>
          <button type="button" className={btnPrimary} onClick={blogs.refetch}>
            {tc('actions.try_again')}
          </button>
        </StatusPanel>
      ) : !data ? (
        <Spinner />
      ) : !data.items.length ? (
        <p className="py-12 text-center text-muted">{t('blog.none')}</p>
      ) : (
        <>
          <ul className="mt-6 flex flex-col gap-4">
            {data.items.map((b) => (
              <li key={b.id}>
                <article className="flex gap-4 rounded-xl border border-border bg-surface p-4">
                  {b.featured_image_url ? (
                    <img src={b.featured_image_url} alt="" loading="lazy" className="hidden aspect-video w-40 shrink-0 rounded-lg object-cover sm:block" />
                  ) : null}
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold text-fg">
                      <Link to={paths.blog(b.slug)} className="hover:text-accent">
                        {b.title}
                      </Link>
                    </h2>
                    <p className="text-xs text-muted">{formatDate(b.published_at || b.created)}</p>
                    <p className="mt-1 line-clamp-3 text-sm text-muted">{b.excerpt}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <nav aria-label={tc('pagination.label')} className="mt-6 flex items-center justify-between gap-3">
            <button type="button" className={btnSecondary} disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
              {tc('pagination.previous')}
            </button>
            <span className="text-sm text-muted">
              {t('blog.page_of', { page, total: totalPages })}
            </span>
            <button type="button" className={btnSecondary} disabled={page >= totalPages} onClick={() => go({ page: page + 1 })}>
              {tc('pagination.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
