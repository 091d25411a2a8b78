// A row of All Categories. Desktop: name, slug, badge and the actions inline. Small
// screens: the row opens into a panel of Back, Feature, Edit, Delete (spec: Category management).
import type { Category } from '../../../data/types';
import { btnGhost, btnSecondary } from '../../../ui/styles';
import { ProtectedBadge } from './featured-categories';
import { useT } from '../../../i18n';

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
  const t = useT('admin');
  const name = (
    <span className="min-w-0">
      <span className="block truncate font-medium text-fg">{c.name}</span>
      <span className="block truncate text-xs text-muted">{c.slug}</span>
    </span>
  );
  const actions = (
    <>
      {!featured ? (
        <button type="button" className={`${btnGhost} px-3`} onClick={onFeature} aria-label={t('categories.row.feature_label', { name: c.name })}>
          {t('categories.row.add_featured')}
        </button>
      ) : null}
      {!c.protected ? (
        <>
          <button type="button" className={`${btnGhost} px-3`} onClick={onEdit} aria-label={t('common.edit_named', { name: c.name })}>
            {t('common.edit')}
          </button>
          <button type="button" className={`${btnGhost} px-3 text-red-400`} onClick={onDelete} aria-label={t('common.delete_named', { name: c.name })}>
            {t('common.delete')}
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
          <div className="flex flex-col gap-2 p-3" role="group" aria-label={t('categories.row.actions', { name: c.name })}>
            <div className="flex items-center gap-2">
              {name}
              {c.protected ? <ProtectedBadge /> : null}
            </div>
            <div className="grid grid-cols-2 gap-2">
              <button type="button" className={btnSecondary} onClick={() => onOpen(false)}>
                {t('common.back')}
              </button>
              {!featured ? (
                <button type="button" className={btnSecondary} onClick={onFeature}>
                  {t('categories.row.feature')}
                </button>
              ) : null}
              {!c.protected ? (
                <>
                  <button type="button" className={btnSecondary} onClick={onEdit}>
                    {t('common.edit')}
                  </button>
                  <button type="button" className={`${btnSecondary} text-red-400`} onClick={onDelete}>
                    {t('common.delete')}
                  </button>
                </>
              ) : null}
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="flex min-h-14 w-full items-center gap-2 px-3 text-start"
            aria-expanded={false}
            onClick={() => onOpen(true)}
          >
            {name}
            {c.protected ? <ProtectedBadge /> : null}
            <span className="ms-auto text-muted rtl:-scale-x-100" aria-hidden>
              ›
            </span>
          </button>
        )}
      </div>
    </li>
  );
}
