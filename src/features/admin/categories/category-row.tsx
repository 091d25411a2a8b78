// A row of All Categories. Desktop: name, slug, badge and the actions inline. Small
// screens: the row opens into a panel of Back, Feature, Edit, Delete (spec: Category management).
import type { Category } from '../../../data/types';
import { btnGhost, btnSecondary } from '../../../ui/styles';
import { ProtectedBadge } from './featured-categories';

interface Props {
  category: Category;
  featured: boolean;
  open: boolean;
  onOpen: (open: boolean) => void;
  onFeature: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function CategoryRow({ category: c, featured, open, onOpen, onFeature, onEdit, onDelete }: Props) {
  const name = (
    <span className="min-w-0">
      <span className="block truncate font-medium text-fg">{c.name}</span>
      <span className="block truncate text-xs text-muted">{c.slug}</span>
    </span>
  );
  const actions = (
    <>
      {!featured ? (
        <button type="button" className={`${btnGhost} px-3`} onClick={onFeature} aria-label={`Add ${c.name} to featured`}>
          Add to Featured
        </button>
      ) : null}
      {!c.protected ? (
        <>
          <button type="button" className={`${btnGhost} px-3`} onClick={onEdit} aria-label={`Edit ${c.name}`}>
            Edit
          </button>
          <button type="button" className={`${btnGhost} px-3 text-red-400`} onClick={onDelete} aria-label={`Delete ${c.name}`}>
            Delete
          </button>
        </>
      ) : null}
    </>
  );

  return (
    <li className="rounded-lg border border-border bg-surface" data-testid="category-row" data-slug={c.slug}>
      <div className="hidden min-h-14 items-center gap-3 px-3 sm:flex">
        <div className="flex min-w-0 flex-1 items-center gap-2">
          {name}
          {c.protected ? <ProtectedBadge /> : null}
        </div>
        <div className="flex shrink-0 items-center gap-1">{actions}</div>
      </div>
      <div className="sm:hidden">
        {open ? (
          <div className="flex flex-col gap-2 p-3" role="group" aria-label={`${c.name} actions`}>
            <div className="flex items-center gap-2">
              {name}
              {c.protected ? <ProtectedBadge /> : null}
            </div>
            <div className="grid grid-cols-2 gap-2">
              <button type="button" className={btnSecondary} onClick={() => onOpen(false)}>
                Back
              </button>
              {!featured ? (
                <button type="button" className={btnSecondary} onClick={onFeature}>
                  Feature
                </button>
              ) : null}
              {!c.protected ? (
                <>
                  <button type="button" className={btnSecondary} onClick={onEdit}>
                    Edit
                  </button>
                  <button type="button" className={`${btnSecondary} text-red-400`} onClick={onDelete}>
                    Delete
                  </button>
                </>
              ) : null}
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="flex min-h-14 w-full items-center gap-2 px-3 text-left"
            aria-expanded={false}
            onClick={() => onOpen(true)}
          >
            {name}
            {c.protected ? <ProtectedBadge /> : null}
            <span className="ml-auto text-muted" aria-hidden>
              ›
            </span>
          </button>
        )}
      </div>
    </li>
  );
}
