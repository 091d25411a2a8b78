// Sort and filters of a list (issue 41 §2): four native selects (keyboard and screen
// readers get the platform's own control; they wrap two by two at 360 px). The choices
// live in the URL (?sort=&duration=&date=&access=); a change goes back to page 1. A page
// without its own category navigation (a channel) passes `categories` for a fifth select
// (?category=).
import { useSearchParams } from 'react-router-dom';
import { useT } from '../i18n';
import { ACCESS, DATES, DURATIONS, SORTS, browseOptionsOf, type BrowseOptions } from '../data/browse-order';
import { input } from './styles';

const FILTER_PARAMS = ['sort', 'duration', 'date', 'access'] as const;

// Each choice's catalog key, written out so the catalog test finds them.
const SORT_KEYS: Record<(typeof SORTS)[number], string> = {
  relevance: 'browse.sort_relevance',
  newest: 'browse.sort_newest',
  views: 'browse.sort_views',
  rating: 'browse.sort_rating',
  longest: 'browse.sort_longest',
};
const DURATION_KEYS: Record<(typeof DURATIONS)[number], string> = {
  short: 'browse.duration_short',
  medium: 'browse.duration_medium',
  long: 'browse.duration_long',
};
const DATE_KEYS: Record<(typeof DATES)[number], string> = {
  today: 'browse.date_today',
  week: 'browse.date_week',
  month: 'browse.date_month',
  year: 'browse.date_year',
};
const ACCESS_KEYS: Record<(typeof ACCESS)[number], string> = { free: 'browse.access_free', premium: 'browse.access_premium' };

/** The page's options, and whether any is chosen (else the page shows its own list). */
export function useBrowseOptions(searching: boolean): { options: BrowseOptions; active: boolean } {
  const [params] = useSearchParams();
  const options = browseOptionsOf(params, searching);
  const active = params.has('sort') || !!options.duration || !!options.date || !!options.access;
  return { options, active };
}

/** defaultLabel: the page's own list as the first sort choice (trending on /videos). */
/** The controls' place, its height held before they draw: two rows of two (136 px) below
 * lg, one row of four (64 px) from lg. The server's first paint of /videos and a category
 * (internal/web) reserves the same box, so the cards below do not move when React draws. */
export const BROWSE_SLOT = 'mb-4 min-h-[8.5rem] lg:min-h-16';

export interface CategoryChoice {
  slug: string;
  name: string;
}

export function BrowseControls({ searching, defaultLabel, categories }: { searching: boolean; defaultLabel?: string; categories?: readonly CategoryChoice[] }) {
  const t = useT('public');
  const [params, setParams] = useSearchParams();
  const { options, active } = useBrowseOptions(searching);
  const set = (name: (typeof FILTER_PARAMS)[number] | 'category', value: string) => {
    const next = new URLSearchParams(params);
    // The page's own order needs no parameter (a sort select without defaultLabel).
    const pageDefault = name === 'sort' && !defaultLabel && value === (searching ? 'relevance' : 'newest');
    if (value === '' || pageDefault) next.delete(name);
    else next.set(name, value);
    next.delete('page');
    setParams(next);
  };
  const sortValue = defaultLabel && !params.has('sort') ? '' : options.sort;
  const sorts = SORTS.filter((s) => s !== 'relevance' || searching);
  const select = `${input} min-h-11 w-full`;
  return (
    <div
      role="group"
      aria-label={t('browse.label')}
      className={`grid grid-cols-2 gap-2 ${categories ? 'sm:grid-cols-3 lg:grid-cols-5' : 'lg:grid-cols-4'}`}
      data-testid="browse-controls"
    >
      <label className="flex min-w-0 flex-col gap-1 text-xs text-muted">
        {t('browse.sort')}
        <select className={select} value={sortValue} onChange={(e) => set('sort', e.target.value)} name="sort">
          {defaultLabel ? <option value="">{defaultLabel}</option> : null}
          {sorts.map((s) => (
            <option key={s} value={s}>
              {t(SORT_KEYS[s])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-xs text-muted">
        {t('browse.duration')}
        <select className={select} value={options.duration ?? ''} onChange={(e) => set('duration', e.target.value)} name="duration">
          <option value="">{t('browse.any')}</option>
          {DURATIONS.map((d) => (
            <option key={d} value={d}>
              {t(DURATION_KEYS[d])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-xs text-muted">
        {t('browse.date')}
        <select className={select} value={options.date ?? ''} onChange={(e) => set('date', e.target.value)} name="date">
          <option value="">{t('browse.any')}</option>
          {DATES.map((d) => (
            <option key={d} value={d}>
              {t(DATE_KEYS[d])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1 text-xs text-muted">
        {t('browse.access')}
        <select className={select} value={options.access ?? ''} onChange={(e) => set('access', e.target.value)} name="access">
          <option value="">{t('browse.any')}</option>
          {ACCESS.map((a) => (
            <option key={a} value={a}>
              {t(ACCESS_KEYS[a])}
            </option>
          ))}
        </select>
      </label>
      {categories ? (
        <label className="flex min-w-0 flex-col gap-1 text-xs text-muted">
          {t('browse.category')}
          <select className={select} value={params.get('category') ?? ''} onChange={(e) => set('category', e.target.value)} name="category">
            <option value="">{t('browse.any')}</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {active || (categories && params.get('category')) ? <span className="sr-only" role="status">{t('browse.applied')}</span> : null}
    </div>
  );
}

/** The URL parameters of the options, to keep them when a page changes its own. */
export function browseParamsIn(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FILTER_PARAMS) {
    const v = params.get(name);
    if (v) out[name] = v;
  }
  return out;
}
