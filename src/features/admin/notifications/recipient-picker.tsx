// Chosen recipients: search by e-mail (from 1 character, 5 results, chosen ones excluded
// by the server), add with a click, remove from the chosen list.
import { useEffect, useId, useState } from 'react';
import { input } from '../../../ui/styles';
import { tr, useT } from '../../../i18n';
import { useRecipientSearch, type Recipient } from './api';

interface Props {
  chosen: Recipient[];
  onChange: (chosen: Recipient[]) => void;
}

export function RecipientPicker({ chosen, onChange }: Props) {
  const t = useT('admin');
  const id = useId();
  const [q, setQ] = useState('');
  const chosenKey = chosen.map((c) => c.id).join(',');
  // The search waits for a pause in typing (250 ms); the query cancels an outdated one.
  const [text, setText] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setText(q.trim()), 250);
    return () => clearTimeout(t);
  }, [q]);
  const search = useRecipientSearch(q.trim() ? text : '', chosenKey ? chosenKey.split(',') : []);
  const chosenIds = new Set(chosen.map((c) => c.id));
  const results: Recipient[] = q.trim() ? (search.data ?? []).filter((u) => !chosenIds.has(u.id)) : [];
  const error = q.trim() && search.isError ? tr('admin', 'notifications.search_failed') : null;
  const searching = !!q.trim() && (search.isFetching || text !== q.trim());

  const add = (u: Recipient) => {
    if (!chosen.some((c) => c.id === u.id)) onChange([...chosen, u]);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-q`} className="text-sm font-medium text-fg">
        {t('notifications.search_label')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        className={input}
        value={q}
        autoComplete="off"
        placeholder={t('notifications.search_placeholder')}
        aria-describedby={`${id}-status`}
        onChange={(e) => setQ(e.target.value)}
      />
      <p id={`${id}-status`} className="sr-only" aria-live="polite">
        {searching ? t('notifications.searching') : q.trim() ? t('notifications.found', { count: results.length }) : ''}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-400">
          {error}
        </p>
      ) : null}
      {results.length ? (
        <ul aria-label={t('notifications.results')} className="flex flex-col rounded-lg border border-border">
          {results.map((u) => (
            <li key={u.id} className="border-b border-border last:border-b-0">
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-3 px-3 text-start text-sm text-fg hover:bg-surface-2"
                onClick={() => add(u)}
              >
                <span className="truncate">{u.email}</span>
                <span className="shrink-0 text-accent" aria-hidden="true">
                  {t('common.add')}
                </span>
                <span className="sr-only">{t('notifications.add_named', { email: u.email })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : q.trim() && !searching && !error ? (
        <p className="text-sm text-muted">{t('notifications.no_users')}</p>
      ) : null}
      <div>
        <h3 className="text-sm font-medium text-fg">{t('notifications.recipients', { count: chosen.length })}</h3>
        {chosen.length ? (
          <ul aria-label={t('notifications.chosen')} className="mt-2 flex flex-wrap gap-2">
            {chosen.map((u) => (
              <li key={u.id} className="flex items-center gap-1 rounded-full border border-border bg-surface-2 ps-3 text-sm text-fg">
                <span className="max-w-56 truncate">{u.email}</span>
                <button
                  type="button"
                  className="inline-flex size-11 items-center justify-center rounded-full text-muted hover:text-fg"
                  aria-label={t('notifications.remove_named', { email: u.email })}
                  onClick={() => onChange(chosen.filter((c) => c.id !== u.id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-muted">{t('notifications.none_chosen')}</p>
        )}
      </div>
    </div>
  );
}
