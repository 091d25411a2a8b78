// The 'Search videos' box used by the home hero, /videos and the header: a search
// landmark with a visually hidden label, a controlled input and the caller's buttons.
import { useT } from '../i18n';
import { useCallback, useLayoutEffect, useRef, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { normaliseSearchQuery } from '../lib/search-query';

interface SearchFormProps {
  id: string;
  value: string;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  placeholder?: string;
  enterKeyHint?: 'search';
  className?: string;
  inputClassName: string;
  inputRef?: Ref<HTMLInputElement>;
  children: ReactNode;
}

/** Each search landmark gets its own name (several can be on one page). */
const SEARCH_LANDMARK_KEYS: Record<string, string> = {
  'header-search': 'search.site',
  'mobile-search': 'search.site',
  'home-search': 'search.from_home',
  'videos-search': 'search.videos',
};
export const searchLandmarkKeys = ['search.site', 'search.from_home', 'search.videos'];

export function SearchForm({
  id,
  value,
  onChange,
  onSubmit,
  onKeyDown,
  placeholder,
  enterKeyHint,
  className,
  inputClassName,
  inputRef,
  children,
}: SearchFormProps) {
  const t = useT('common');
  const own = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (el: HTMLInputElement | null) => {
      own.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) inputRef.current = el;
    },
    [inputRef],
  );
  // Text typed into the server's painted box before the app hydrated it stays in the box
  // (React keeps a controlled input's value while hydrating) but never reached the state:
  // the Search button stayed disabled, and the next render emptied the box. Adopted once,
  // in the hydrating commit, before any later render can overwrite it.
  useLayoutEffect(() => {
    const typed = own.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: later differences are the state's own
  }, []);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches keys bubbling up from the input inside (the form itself takes no focus)
    <form role="search" aria-label={t(SEARCH_LANDMARK_KEYS[id] ?? 'search.videos')} onSubmit={onSubmit} onKeyDown={onKeyDown} className={className}>
      <label htmlFor={id} className="sr-only">
        {t('search.videos')}
      </label>
      <input
        ref={setRef}
        id={id}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder ?? t('search.placeholder')}
        enterKeyHint={enterKeyHint}
        className={inputClassName}
      />
      {children}
    </form>
  );
}

/** Submit handler that opens /videos?search=<trimmed text>; blank text does nothing. */
export function useGoToSearch(onDone?: () => void) {
  const navigate = useNavigate();
  return (text: string) => (event: FormEvent) => {
    event.preventDefault();
    const query = normaliseSearchQuery(text);
    if (query === null) return;
    navigate(paths.videos(query));
    onDone?.();
  };
}
