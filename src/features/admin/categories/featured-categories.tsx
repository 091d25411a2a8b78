// Featured Categories: the home page's list, reordered by drag and drop. The new order
// shows at once; the server rewrites every link in one transaction; a failure reloads.
import type { FeaturedCategory } from '../../../data/types';
import { btnGhost } from '../../../ui/styles';
import { SortableList, type SortableItem } from '../sortable-list';

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
  return (
    <section aria-labelledby="featured-heading" className="mb-8">
      <h2 id="featured-heading" className="mb-1 text-lg font-semibold text-fg">
        Featured Categories
      </h2>
      <p className="mb-3 text-sm text-muted">Shown on the home page in this order. Drag a row by its handle, or focus the handle and use Space and the arrow keys.</p>
      {items.length === 0 ? (
        <p className="text-sm text-muted">No featured categories yet.</p>
      ) : (
        <SortableList
          label="Featured categories"
          items={items}
          disabled={busy}
          onReorder={onReorder}
          renderItem={(item) => (
            <>
              <span className="min-w-0 flex-1 truncate font-medium text-fg">{item.label}</span>
              {item.locked ? <ProtectedBadge /> : (
                <button type="button" className={`${btnGhost} px-3`} onClick={() => onRemove(item)} aria-label={`Remove ${item.label} from featured`}>
                  Remove
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
  return <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold text-muted">Protected</span>;
}
