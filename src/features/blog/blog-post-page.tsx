// /blog/{slug}: featured image, date, author 'Admin', and the post's HTML through
// DOMPurify (the server sanitises on save too; this is the second line).
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { NeedsConnection } from '../../ui/needs-connection';
import { Spinner, StatusPanel } from '../../ui/status-panel';
import { btnSecondary, link } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';
import { formatDate, useBlog } from './api';
import { useT } from '../../i18n';

// Typeset for reading (@tailwindcss/typography, dark variant); wide tables scroll on phones.
const PROSE =
  'prose prose-invert max-w-none sm:prose-lg prose-headings:text-fg prose-a:text-accent prose-a:underline-offset-2 hover:prose-a:text-accent-hover prose-blockquote:border-accent prose-img:rounded-xl prose-table:block prose-table:overflow-x-auto prose-pre:overflow-x-auto';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const query = useBlog(slug);
  const post = query.data;
  const t = useT('pages');
  useDocumentTitle(post ? post.meta_title || post.title : t('blog.title'));

  const html = useMemo(
    () => (post ? DOMPurify.sanitize(post.content_html || '', { FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] }) : ''),
    [post],
  );
  const back = (
    <Link to={paths.blogs()} className={btnSecondary}>
      {t('blog.back')}
    </Link>
  );

  if (post === undefined && query.offline) return <NeedsConnection what={t('blog.this_post')} onRetry={query.refetch} />;
  if (post === undefined && query.status === 'error') return <StatusPanel title={t('blog.failed_post')}>{back}</StatusPanel>;
  if (post === undefined) return <Spinner />;
  if (post === null) return <StatusPanel title={t('blog.not_found')}>{back}</StatusPanel>;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">
      <Link to={paths.blogs()} className={`${link} text-sm`}>
        ← {t('blog.back')}
      </Link>
      <h1 className="mt-3 text-2xl font-bold break-words text-fg sm:text-3xl">{post.title}</h1>
      <p className="mt-1 text-sm text-muted">
        <time dateTime={post.published_at || post.created}>{formatDate(post.published_at || post.created)}</time> · {t('blog.by_admin')}
      </p>
      {post.featured_image_url ? (
        <img src={post.featured_image_url} alt="" className="mt-6 aspect-video w-full rounded-xl object-cover" />
      ) : null}
      {html ? (
        // lang: the body's own language (the English original where no translation exists).
        <div className={`blog-content mt-6 ${PROSE}`} data-testid="blog-content" lang={post.lang} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className="mt-6 whitespace-pre-wrap text-fg">{post.content}</div>
      )}
    </article>
  );
}
