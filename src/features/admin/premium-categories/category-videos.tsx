// Which premium videos belong to a premium category: the category's videos (12 a page)
// with Take out, and a search of all premium videos with Add.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PremiumCategory } from '../../../data/types';
import { Pagination } from '../../../ui/pagination';
import { btnGhost, btnSecondary, input } from '../../../ui/styles';
import { setPremiumCategory, usePremiumPage } from '../premium-videos/api';
import { PremiumVideoList } from '../premium-videos/premium-video-list';
import { tr, useT } from '../../../i18n';

interface Props {
  category: PremiumCategory;
  /** The tab's banners (data/write-messages.ts): loads and writes say their texts there. */
  scope: string;
}

export function CategoryVideos({ category, scope }: Props) {
  const t = useT('admin');
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  // The search runs on submit: `asked` is the submitted text (null: none yet).
  const [asked, setAsked] = useState<string | null>(null);

  const membersList = usePremiumPage(page, '', category.slug, scope);
  const members = membersList.data ?? null;
  const foundList = usePremiumPage(1, asked ?? '', '', scope, asked !== null);
  const found = asked === null ? null : (foundList.data ?? null);

  function search(e: FormEvent) {
    e.preventDefault();
    if (asked === text) void foundList.load();
    else setAsked(text);
  }

  // Both lists are asked again after it (the premium-videos pages under one key).
  const toggle = useMutation({
    mutationFn: ({ videoId, member }: { videoId: string; member: boolean }) => setPremiumCategory(videoId, category.id, member),
    meta: {
      scope,
      success: ({ member }: { member: boolean }) => (member ? tr('admin', 'premium_categories.video_added') : tr('admin', 'premium_categories.video_removed')),
      error: t('premium_categories.video_failed'),
      invalidates: [['admin', 'premium-videos']],
    },
  });

  const memberIds = new Set(members?.items.map((v) => v.id));
  return (
    <section aria-labelledby="category-videos-heading" className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <h2 id="category-videos-heading" className="text-lg font-semibold text-fg">
        {t('premium_categories.videos_in', { name: category.name })}
      </h2>
      {members === null ? (
        <div aria-busy="true" className="h-16 animate-pulse rounded-lg bg-surface-2" />
      ) : members.items.length === 0 ? (
        <p className="text-sm text-muted">{t('premium_categories.none_in')}</p>
      ) : (
        <>
          <PremiumVideoList
            label={t('premium_categories.videos_in', { name: category.name })}
            items={members.items}
            action={(v) => (
              <button type="button" className={`${btnGhost} px-3`} aria-label={t('premium_categories.take_out_label', { title: v.title, name: category.name })} onClick={() => toggle.mutate({ videoId: v.id, member: false })}>
                {t('premium_categories.take_out')}
              </button>
            )}
          />
          {members.totalPages > 1 ? <Pagination page={page} totalPages={members.totalPages} onChange={setPage} /> : null}
        </>
      )}
      <form role="search" onSubmit={search} className="flex gap-2">
        <input aria-label={t('premium_categories.find_label')} placeholder={t('premium_categories.find_placeholder')} className={input} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className={btnSecondary}>
          {t('common.search')}
        </button>
      </form>
      {found ? (
        found.items.length ? (
          <PremiumVideoList
            label={t('premium_categories.to_add')}
            items={found.items}
            action={(v) =>
              memberIds.has(v.id) ? (
                <span className="px-3 text-xs text-muted">{t('premium_categories.in_category')}</span>
              ) : (
                <button type="button" className={`${btnGhost} px-3`} aria-label={t('premium_categories.add_label', { title: v.title, name: category.name })} onClick={() => toggle.mutate({ videoId: v.id, member: true })}>
                  {t('common.add')}
                </button>
              )
            }
          />
        ) : (
          <p className="text-sm text-muted">{t('videos.none_found')}</p>
        )
      ) : null}
    </section>
  );
}
