// Featured Categories: the home page's list, reordered by drag and drop. The new order
// shows at once; the server rewrites every link in one transaction; a failure reloads.
import type { FeaturedCategory } from '../../../data/types';
import { btnGhost } from '../../../ui/styles';
import { SortableList, type SortableItem } from '../sortable-list';
import { useT } from '../../../i18n';

export interface FeaturedItem extends SortableItem {
  link: FeaturedCategory;
}

interface Props {
  items: FeaturedItem[];
  busy: boolean;
  onReorder: (next: FeaturedItem[]) => void;
  onRemove: (item: FeaturedItem) => void;
}

export function FeaturedCategories({ items, busy, onReorder, onRemove }: Props) {
  const t = useT('admin');
  return (
    <section aria-labelledby="featured-heading" className="mb-8">
      <h2 id="featured-heading" className="mb-1 text-lg font-semibold text-fg">
        {t('categories.featured.title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('categories.featured.intro')}</p>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t('categories.featured.none')}</p>
      ) : (
        <SortableList
          label={t('categories.featured.list')}
          items={items}
          disabled={busy}
          onReorder={onReorder}
          renderItem={(item) => (
            <>
              <span className="min-w-0 flex-1 truncate font-medium text-fg">{item.label}</span>
              {item.locked ? <ProtectedBadge /> : (
                <button type="button" className={`${btnGhost} px-3`} onClick={() => onRemove(item)} aria-label={t('categories.featured.remove_label', { name: item.label })}>
                  {t('common.remove')}
                </button>
              )}
            </>
          )}
        />
      )}
    </section>
  );
}

export function ProtectedBadge() {
  const t = useT('admin');
  return <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">{t('categories.protected')}</span>;
}
