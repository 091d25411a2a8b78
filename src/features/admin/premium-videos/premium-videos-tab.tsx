// Premium Videos tab (management spec §2): search, 12 a page, remove from premium
// content with confirmation ('Failed to remove video from premium content').
import { useState, type FormEvent } from 'react';
import { Pagination } from '../../../ui/pagination';
import { btnGhost, btnSecondary, input } from '../../../ui/styles';
import { Banners } from '../../../ui/banners';
import { useBanners } from '../../../ui/use-banners';
import { removeFromPremium, usePremiumPage, type PremiumPage } from './api';
import { PremiumVideoList } from './premium-video-list';
import { TabHeader } from '../tab-frame';
import { useConfirm } from '../../../ui/confirm-dialog';

const EMPTY: PremiumPage = { items: [], page: 1, totalItems: 0, totalPages: 0 };

export default function PremiumVideosTab() {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const banners = useBanners();
  const { fail, succeed } = banners;

  const list = usePremiumPage(page, query, '', () => fail(query ? 'Failed to search videos' : 'Failed to load videos'));
  const data: PremiumPage | null = list.data ?? (list.isError ? EMPTY : null);
  const { load } = list;

  function search(e: FormEvent) {
    e.preventDefault();
    setPage(1);
    setQuery(text.trim());
  }

  const [ask, confirmDialog] = useConfirm();
  async function remove(id: string) {
    if (!(await ask({ title: 'Remove from premium?', description: 'Are you sure you want to remove this video from premium content?', confirmLabel: 'Remove from premium' }))) return;
    try {
      await removeFromPremium(id);
      succeed('Video removed from premium content');
    } catch {
      fail('Failed to remove video from premium content');
    }
    await load();
  }

  return (
    <section className="flex flex-col gap-4">
      {confirmDialog}
      <TabHeader title="Premium Videos" />
      <Banners error={banners.error} success={banners.success} />
      <form role="search" onSubmit={search} className="flex gap-2">
        <input aria-label="Search premium videos" placeholder="Search premium videos..." className={input} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={btnSecondary}>
          Search
        </button>
      </form>
      {data === null ? (
        <div aria-busy="true" aria-label="Loading videos" className="h-32 animate-pulse rounded-lg bg-surface-2" />
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted">No videos found</p>
      ) : (
        <>
          <p className="text-xs text-muted">{data.totalItems} premium videos</p>
          <PremiumVideoList
            label="Premium videos"
            items={data.items}
            action={(v) => (
              <button type="button" className={`${btnGhost} px-3 text-red-400`} aria-label={`Remove ${v.title} from premium`} onClick={() => void remove(v.id)}>
                Remove
              </button>
            )}
          />
          {data.totalPages > 1 ? <Pagination page={page} totalPages={data.totalPages} onChange={setPage} /> : null}
        </>
      )}
    </section>
  );
}
