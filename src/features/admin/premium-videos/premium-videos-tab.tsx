// Premium Videos tab (management spec §2): search, 12 a page, remove from premium
// content with confirmation ('Failed to remove video from premium content').
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Pagination } from '../../../ui/pagination';
import { btnGhost, btnSecondary, input } from '../../../ui/styles';
import { Banners } from '../../../ui/banners';
import { useBanners } from '../../../ui/use-banners';
import { removeFromPremium, usePremiumPage, type PremiumPage } from './api';
import { PremiumVideoList } from './premium-video-list';
import { TabHeader } from '../tab-frame';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useT } from '../../../i18n';

const EMPTY: PremiumPage = { items: [], page: 1, totalItems: 0, totalPages: 0 };

/** Where this tab's loads and writes say their messages (data/write-messages.ts). */
const SCOPE = 'admin.premium-videos';

export default function PremiumVideosTab() {
  const t = useT('admin');
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const banners = useBanners(SCOPE);

  const list = usePremiumPage(page, query, '', SCOPE);
  const data: PremiumPage | null = list.data ?? (list.isError ? EMPTY : null);
  const removing = useMutation({
    mutationFn: removeFromPremium,
    meta: { scope: SCOPE, success: t('premium.removed'), error: t('premium.remove_failed'), invalidates: [['admin', 'premium-videos']] },
  });

  function search(e: FormEvent) {
    e.preventDefault();
    setPage(1);
    setQuery(text.trim());
  }

  const [ask, confirmDialog] = useConfirm();
  async function remove(id: string) {
    if (!(await ask({ title: t('premium.remove_title'), description: t('premium.remove_confirm'), confirmLabel: t('premium.remove_button') }))) return;
    removing.mutate(id);
  }

  return (
    <section className="flex flex-col gap-4">
      {confirmDialog}
      <TabHeader title={t('tabs.premium_videos')} />
      <Banners error={banners.error} success={banners.success} />
      <form role="search" onSubmit={search} className="flex gap-2">
        <input aria-label={t('premium.search_label')} placeholder={t('premium.search_placeholder')} className={input} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={btnSecondary}>
          {t('common.search')}
        </button>
      </form>
      {data === null ? (
        <div aria-busy="true" aria-label={t('videos.loading')} className="h-32 animate-pulse rounded-lg bg-surface-2" />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted">{t('videos.none_found')}</p>
      ) : (
        <>
          <p className="text-xs text-muted">{t('premium.count', { count: data.totalItems })}</p>
          <PremiumVideoList
            label={t('premium.list')}
            items={data.items}
            action={(v) => (
              <button type="button" className={`${btnGhost} px-3 text-red-400`} aria-label={t('premium.remove_label', { title: v.title })} onClick={() => void remove(v.id)}>
                {t('common.remove')}
              </button>
            )}
          />
          {data.totalPages > 1 ? <Pagination page={page} totalPages={data.totalPages} onChange={setPage} /> : null}
        </>
      )}
    </section>
  );
}
