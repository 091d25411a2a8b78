// Which premium videos belong to a premium category: the category's videos (12 a page)
// with Take out, and a search of all premium videos with Add.
import { useState, type FormEvent } from 'react';
import type { PremiumCategory } from '../../../data/types';
import { Pagination } from '../../../ui/pagination';
import { btnGhost, btnSecondary, input } from '../../../ui/styles';
import { setPremiumCategory, usePremiumPage } from '../premium-videos/api';
import { PremiumVideoList } from '../premium-videos/premium-video-list';

interface Props {
  category: PremiumCategory;
  onDone: (ok: boolean, text: string) => void;
}

export function CategoryVideos({ category, onDone }: Props) {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  // The search runs on submit: `asked` is the submitted text (null: none yet).
  const [asked, setAsked] = useState<string | null>(null);

  const membersList = usePremiumPage(page, '', category.slug, () => onDone(false, 'Failed to load videos'));
  const members = membersList.data ?? null;
  const foundList = usePremiumPage(1, asked ?? '', '', () => onDone(false, 'Failed to search videos'), asked !== null);
  const found = asked === null ? null : (foundList.data ?? null);
  const load = async () => {
    await Promise.all([membersList.load(), asked === null ? undefined : foundList.load()]);
  };

  function search(e: FormEvent) {
    e.preventDefault();
    if (asked === text) void foundList.load();
    else setAsked(text);
  }

  async function toggle(videoId: string, member: boolean) {
    try {
      await setPremiumCategory(videoId, category.id, member);
      onDone(true, member ? 'Video added to the category' : 'Video removed from the category');
    } catch {
      onDone(false, 'Failed to update video');
    }
    await load();
  }

  const memberIds = new Set(members?.items.map((v) => v.id));
  return (
    <section aria-labelledby="category-videos-heading" className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <h2 id="category-videos-heading" className="text-lg font-semibold text-fg">
        Videos in {category.name}
      </h2>
      {members === null ? (
        <div aria-busy="true" className="h-16 animate-pulse rounded-lg bg-surface-2" />
      ) : members.items.length === 0 ? (
        <p className="text-sm text-muted">No videos in this category yet.</p>
      ) : (
        <>
          <PremiumVideoList
            label={`Videos in ${category.name}`}
            items={members.items}
            action={(v) => (
              <button type="button" className={`${btnGhost} px-3`} aria-label={`Take ${v.title} out of ${category.name}`} onClick={() => void toggle(v.id, false)}>
                Take out
              </button>
            )}
          />
          {members.totalPages > 1 ? <Pagination page={page} totalPages={members.totalPages} onChange={setPage} /> : null}
        </>
      )}
      <form role="search" onSubmit={search} className="flex gap-2">
        <input aria-label="Find premium videos to add" placeholder="Find premium videos to add..." className={input} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={btnSecondary}>
          Search
        </button>
      </form>
      {found ? (
        found.items.length ? (
          <PremiumVideoList
            label="Premium videos to add"
            items={found.items}
            action={(v) =>
              memberIds.has(v.id) ? (
                <span className="px-3 text-xs text-muted">In category</span>
              ) : (
                <button type="button" className={`${btnGhost} px-3`} aria-label={`Add ${v.title} to ${category.name}`} onClick={() => void toggle(v.id, true)}>
                  Add
                </button>
              )
            }
          />
        ) : (
          <p className="text-sm text-muted">No videos found</p>
        )
      ) : null}
    </section>
  );
}
