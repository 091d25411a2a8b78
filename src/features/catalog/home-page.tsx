import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { normaliseSearchQuery } from '../../lib/search-query';
import { btnPrimary, input, link } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/use-document-title';

export function HomePage() {
  useDocumentTitle(null);
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = normaliseSearchQuery(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query !== null) navigate(paths.videos(query));
  };

  return (
    <>
      <section aria-labelledby="home-title" className="border-b border-border bg-gradient-to-b from-surface-2 to-bg">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-14 text-center sm:py-20">
          <h1 id="home-title" className="text-3xl font-extrabold tracking-tight text-fg sm:text-5xl">
            Over 100,000 videos
          </h1>
          <p className="max-w-xl text-muted">Browse, search and watch. New videos every day.</p>
          <form role="search" onSubmit={submit} className="mt-2 flex w-full max-w-xl gap-2">
            <label htmlFor="home-search" className="sr-only">
              Search videos
            </label>
            <input
              id="home-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Search videos..."
              className={input}
            />
            <button type="submit" className={btnPrimary} disabled={query === null}>
              Search
            </button>
          </form>
        </div>
      </section>
      <section aria-labelledby="popular-title" className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="popular-title" className="text-xl font-bold text-fg">
            Popular Categories
          </h2>
          <Link to={paths.categories()} className={link}>
            View All Categories
          </Link>
        </div>
        <p className="mt-3 text-sm text-muted">
          This page will show the featured categories, a strip of partner links and the video grid of the selected
          category (trending by default).
        </p>
      </section>
    </>
  );
}
