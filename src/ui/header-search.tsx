// Header search: an inline box from 768 px, a full-width overlay with Cancel below.
// Both go to /videos?search=<encoded trimmed text>; blank text is ignored.
import { useEffect, useRef, useState } from 'react';
import { normaliseSearchQuery } from '../lib/search-query';
import { SearchIcon } from './icons';
import { useT } from '../i18n';
import { SearchForm, useGoToSearch } from './search-form';
import { btnGhost, iconBtn, input } from './styles';

export function DesktopSearch() {
  const t = useT('common');
  const [text, setText] = useState('');
  const submit = useGoToSearch(() => setText(''));
  return (
    <SearchForm
      id="header-search"
      value={text}
      onChange={setText}
      onSubmit={submit(text)}
      enterKeyHint="search"
      className="relative hidden w-full max-w-sm md:block"
      inputClassName={`${input} pe-11`}
    >
      <button
        type="submit"
        aria-label={t('search.submit')}
        disabled={normaliseSearchQuery(text) === null}
        className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center text-muted hover:text-fg disabled:opacity-50"
      >
        <SearchIcon />
      </button>
    </SearchForm>
  );
}

/** The search toggle and overlay for phones (below 768 px). */
export function MobileSearch() {
  const t = useT('common');
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
  const submit = useGoToSearch(() => {
    setOpen(false);
    setText('');
  });

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  if (!open) {
    return (
      <button ref={toggleRef} type="button" aria-label={t('search.open')} className={`${iconBtn} md:hidden`} onClick={() => setOpen(true)}>
        <SearchIcon />
      </button>
    );
  }

  return (
    <SearchForm
      id="mobile-search"
      value={text}
      onChange={setText}
      onSubmit={submit(text)}
      onKeyDown={(e) => e.key === 'Escape' && close()}
      placeholder={t('search.short_placeholder')}
      enterKeyHint="search"
      className="absolute inset-0 z-10 flex items-center gap-2 bg-bg px-3 md:hidden"
      inputClassName={input}
      inputRef={inputRef}
    >
      <button type="button" onClick={close} className={`${btnGhost} px-3`}>
        {t('actions.cancel')}
      </button>
    </SearchForm>
  );
}
