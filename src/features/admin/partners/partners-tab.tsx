// Partners tab (management spec §2, §8): featured partners (with a banner) and the others,
// each list drag-reorderable; the order saved is featured first, then the others, and
// display_order becomes each partner's index. A failed reorder reloads the list.
import { useMutation } from '@tanstack/react-query';
import { toUserError } from '../../../data/errors';
import type { Partner } from '../../../data/types';
import { btnGhost } from '../../../ui/styles';
import { Banners } from '../../../ui/banners';
import { SortableList, type SortableItem } from '../sortable-list';
import { ListSkeleton, TabHeader } from '../tab-frame';
import { useBanners } from '../../../ui/use-banners';
import { useEditModal, useTabList } from '../use-tab-list';
import { bannerUrl, deletePartner, isFeatured, listPartners, reorderPartners, savePartner, setBanner } from './api';
import { PartnerFormModal, type PartnerSubmit } from './partner-form-modal';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useT, tr } from '../../../i18n';

interface PartnerItem extends SortableItem {
  partner: Partner;
}
const toItem = (p: Partner): PartnerItem => ({ id: p.id, label: p.name, partner: p });

/** Where this tab's loads and writes say their messages (data/write-messages.ts). */
const SCOPE = 'admin.partners';
const KEY = ['admin', 'partners'];

export default function PartnersTab() {
  const t = useT('admin');
  const banners = useBanners(SCOPE);
  const { items: partners, setItems: setPartners } = useTabList(KEY, listPartners, SCOPE, () => tr('admin', 'partners.load_failed'));
  const modal = useEditModal<Partner>();

  const list = partners ?? [];
  const featured = list.filter(isFeatured);
  const others = list.filter((p) => !isFeatured(p));

  // The form shows a failed save itself (the error thrown to it); the tab says the success.
  const save = useMutation({
    mutationFn: async ({ id, submit: { data, banner, removeBanner } }: { id: string | null; submit: PartnerSubmit }) => {
      let saved: Partner;
      try {
        saved = await savePartner(id, id ? data : { ...data, display_order: list.length });
      } catch (err) {
        throw new Error(toUserError(err, t('partners.save_failed')));
      }
      // From here on the partner exists: a retry edits it instead of adding a second one.
      modal.setEditing(saved);
      if (banner || (removeBanner && saved.banner)) {
        try {
          await setBanner(saved.id, banner);
        } catch {
          throw new Error(t('partners.banner_failed'));
        }
      }
      modal.close();
    },
    meta: { scope: SCOPE, success: t('partners.saved'), invalidates: [KEY] },
  });
  const remove = useMutation({
    mutationFn: (p: Partner) => deletePartner(p.id),
    meta: { scope: SCOPE, success: t('partners.deleted'), error: t('partners.delete_failed'), invalidates: [KEY] },
  });
  const reorder = useMutation({
    // Shown at once; the reload after it (or after its failure) brings the server's order.
    onMutate: (next: Partner[]) => setPartners(next),
    mutationFn: (next: Partner[]) => reorderPartners(next.map((p) => p.id)),
    meta: { scope: SCOPE, success: t('partners.order_updated'), error: t('partners.order_failed'), invalidates: [KEY] },
  });

  const [ask, confirmDialog] = useConfirm();
  async function onDelete(p: Partner) {
    if (!(await ask({ title: t('partners.delete_title'), description: t('partners.delete_confirm', { name: p.name }), confirmLabel: t('partners.delete_button') }))) return;
    remove.mutate(p);
  }

  const row = (item: PartnerItem) => {
    const p = item.partner;
    const img = bannerUrl(p);
    return (
      <>
        {img ? <img src={img} alt="" className="hidden h-10 w-20 shrink-0 rounded object-cover sm:block" /> : null}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-fg">{p.name}</span>
          <span className="block truncate text-xs text-muted">{p.url}</span>
        </span>
        <button
          type="button"
          className={`${btnGhost} px-3`}
          aria-label={t('common.edit_named', { name: p.name })}
          onClick={() => modal.openFor(p)}
        >
          {t('common.edit')}
        </button>
        <button type="button" className={`${btnGhost} px-3 text-red-400`} aria-label={t('common.delete_named', { name: p.name })} onClick={() => void onDelete(p)}>
          {t('common.delete')}
        </button>
      </>
    );
  };

  return (
    <section className="flex flex-col gap-4">
      {confirmDialog}
      <TabHeader title={t('tabs.partners')} action={{ label: t('partners.add'), onClick: () => modal.openFor(null) }} />
      <Banners error={banners.error} success={banners.success} />
      {partners === null ? (
        <ListSkeleton label={t('partners.loading')} rows={4} />
      ) : (
        <>
          <section aria-labelledby="featured-partners" className="mb-8">
            <h2 id="featured-partners" className="mb-3 text-lg font-semibold text-fg">
              {t('partners.featured')}
            </h2>
            {featured.length ? (
              <SortableList
                label={t('partners.featured_list')}
                items={featured.map(toItem)}
                disabled={reorder.isPending}
                onReorder={(next) => reorder.mutate([...next.map((i) => i.partner), ...others])}
                renderItem={row}
              />
            ) : (
              <p className="text-sm text-muted">{t('partners.featured_none')}</p>
            )}
          </section>
          <section aria-labelledby="other-partners">
            <h2 id="other-partners" className="mb-3 text-lg font-semibold text-fg">
              {t('partners.others')}
            </h2>
            {others.length ? (
              <SortableList
                label={t('partners.others_list')}
                items={others.map(toItem)}
                disabled={reorder.isPending}
                onReorder={(next) => reorder.mutate([...featured, ...next.map((i) => i.partner)])}
                renderItem={row}
              />
            ) : (
              <p className="text-sm text-muted">{t('partners.others_none')}</p>
            )}
          </section>
        </>
      )}
      <PartnerFormModal open={modal.open} partner={modal.editing} onClose={modal.close} onSave={(id, submit) => save.mutateAsync({ id, submit })} />
    </section>
  );
}
