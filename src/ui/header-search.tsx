// Header search: an inline box from 768 px, a full-width overlay with Cancel below.
// Both go to /videos?search=<encoded trimmed text>; blank text is ignored.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../app/paths';
import { normaliseSearchQuery } from '../lib/search-query';
import { SearchIcon } from './icons';
import { btnGhost, iconBtn, input } from './styles';

function useSubmitSearch(onDone?: () => void) {
  const navigate = useNavigate();
  return (text: string) => (event: FormEvent) => {
    event.preventDefault();
    const query = normaliseSearchQuery(text);
    if (query === null) return;
    navigate(paths.videos(query));
    onDone?.();
  };
}

export function DesktopSearch() {
  const [text, setText] = useState('');
  const submit = useSubmitSearch(() => setText(''));
  return (
    <form role="search" onSubmit={submit(text)} className="relative hidden w-full max-w-sm md:block">
      <label htmlFor="header-search" className="sr-only">
        Search videos
      </label>
      <input
        id="header-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search videos..."
        enterKeyHint="search"
        className={`${input} pr-11`}
      />
      <button
        type="submit"
        aria-label="Search"
        disabled={normaliseSearchQuery(text) === null}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center text-muted hover:text-fg disabled:opacity-50"
      >
        <SearchIcon />
      </button>
    </form>
  );
}

/** The search toggle and overlay for phones (below 768 px). */
export function MobileSearch() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setText('');
    // Return focus to the toggle once it is rendered again.
    requestAnimationFrame(() => toggleRef.current?.focus());
  };
  const submit = useSubmitSearch(() => {
    setOpen(false);
    setText('');
  });

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <button ref={toggleRef} type="button" aria-label="Open search" className={`${iconBtn} md:hidden`} onClick={() => setOpen(true)}>
        <SearchIcon />
      </button>
    );
  }

  return (
    <form
      role="search"
      onSubmit={submit(text)}
      onKeyDown={(e) => e.key === 'Escape' && close()}
      className="absolute inset-0 z-10 flex items-center gap-2 bg-bg px-3 md:hidden"
    >
      <label htmlFor="mobile-search" className="sr-only">
        Search videos
      </label>
      <input
        ref={inputRef}
        id="mobile-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search..."
        enterKeyHint="search"
        className={input}
      />
      <button type="button" onClick={close} className={`${btnGhost} px-3`}>
        Cancel
      </button>
    </form>
  );
}
