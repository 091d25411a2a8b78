// The two built-in categories (seeded, protected: trending and newest) carry English names
// and descriptions in the database; in another language their catalog texts show instead.
// Every other category is shown as its admin wrote it (issue 27 §6). In English the stored
// text stays, so an admin who renamed "Trending" keeps that name.
import { useCallback } from 'react';
import { useT } from '../../i18n';
import { activeLocale } from '../../i18n/runtime';
import { langOf } from '../../i18n/languages';

const NAME_KEYS: Record<string, string> = { trending: 'home.trending', newest: 'home.newest' };
const DESCRIPTION_KEYS: Record<string, string> = { trending: 'category.trending_description', newest: 'category.newest_description' };

/** (category) → the name to show; `description` gives its description the same way. */
export function useCategoryText() {
  const t = useT('public');
  const english = langOf(activeLocale()) === 'en';
  const name = useCallback((c: { slug: string; name: string }) => (!english && NAME_KEYS[c.slug] ? t(NAME_KEYS[c.slug]!) : c.name), [english, t]);
  const description = useCallback(
    (c: { slug: string; description?: string }) => (!english && DESCRIPTION_KEYS[c.slug] && c.description ? t(DESCRIPTION_KEYS[c.slug]!) : (c.description ?? '')),
    [english, t],
  );
  return { name, description };
}
