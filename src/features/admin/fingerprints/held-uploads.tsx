// Held uploads (issue 38 §3): uploads whose frames match a removed video's fingerprint (or
// an imported list's hash) stay hidden until an admin releases or removes them. Each row
// names the upload, the removed video it matched (both linked) and how strongly: the share
// of frames that matched and the closest frame pair's distance in bits. Filters show the
// released and removed ones; the block list's export and import follow.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLocale, useT } from '../../../i18n';
import { formatDate, formatNumber } from '../../../i18n/format';
import { paths } from '../../../lib/paths';
import { btnSecondary, link } from '../../../ui/styles';
import { ListSkeleton } from '../tab-frame';
import { useHolds, type Hold, type HoldStatus } from './api';
import { HashLists } from './hash-lists';
import { HoldActions } from './hold-actions';

const FILTERS: [HoldStatus, string][] = [
  ['held', 'fingerprints.status.held'],
  ['released', 'fingerprints.status.released'],
  ['removed', 'fingerprints.status.removed'],
];

const WHEN: Record<HoldStatus, string> = {
  held: 'fingerprints.held_at',
  released: 'fingerprints.released_at',
  removed: 'fingerprints.removed_at',
};

export function HeldUploads() {
  const t = useT('admin');
  const [status, setStatus] = useState<HoldStatus>('held');
  const [page, setPage] = useState(1);
  const [conflict, setConflict] = useState('');
  const holds = useHolds(status, page);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('fingerprints.intro')}</p>
      <div role="group" aria-label={t('fingerprints.filter')} className="flex flex-wrap gap-2">
        {FILTERS.map(([s, label]) => (
          <button key={s} type="button" className={btnSecondary} aria-pressed={status === s} onClick={() => (setStatus(s), setPage(1), setConflict(''))}>
            {t(label)}
          </button>
        ))}
      </div>
      {conflict ? (
        <p role="alert" className="rounded-lg border border-red-400 p-3 text-sm font-semibold text-fg" data-testid="hold-conflict">
          {conflict}
        </p>
      ) : null}
      {holds.isPending ? <ListSkeleton label={t('fingerprints.loading')} rows={3} /> : null}
      {holds.isError ? (
        <p role="alert" className="text-sm text-red-400">
          {t('common.load_failed')}
        </p>
      ) : null}
      {holds.data && holds.data.items.length === 0 ? <p className="text-muted">{t('fingerprints.none')}</p> : null}
      <ul className="flex flex-col gap-3" aria-label={t('fingerprints.title')}>
        {holds.data?.items.map((h) => (
          <HoldRow key={h.video} hold={h} slugs={holds.data.slugs} onConflict={(title) => setConflict(t('fingerprints.decided_elsewhere', { title }))} />
        ))}
      </ul>
      <div className="flex gap-2">
        <button type="button" className={btnSecondary} disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {t('common.previous')}
        </button>
        <button type="button" className={btnSecondary} disabled={!holds.data?.more} onClick={() => setPage((p) => p + 1)}>
          {t('common.next')}
        </button>
      </div>
      <HashLists />
    </div>
  );
}

/** A video's title, linked to its page when it still exists (admins see hidden and removed ones). */
function VideoTitle({ title, slug }: { title: string; slug: string | undefined }) {
  const t = useT('admin');
  if (!slug) return <span>{title || t('reports.video_gone')}</span>;
  return (
    <Link className={link} to={paths.video(slug)}>
      {title || slug}
    </Link>
  );
}

function HoldRow({ hold: h, slugs, onConflict }: { hold: Hold; slugs: Record<string, string>; onConflict: (title: string) => void }) {
  const t = useT('admin');
  const locale = useLocale();
  const when = h.status === 'held' ? h.created : h.decided;
  return (
    <li className="rounded-xl border border-border bg-surface p-4" data-testid={`hold-${h.video}`}>
      <div className="flex flex-col gap-1 text-sm text-fg">
        <span className="font-semibold break-words" title={h.video}>
          <VideoTitle title={h.title} slug={slugs[h.video]} />
        </span>
        <span className="break-words" data-testid="hold-match">
          {h.blocked_video ? (
            <>
              {t('fingerprints.matched_video')}{' '}
              <span title={h.blocked_video}>
                <VideoTitle title={h.blocked_title} slug={slugs[h.blocked_video]} />
              </span>
            </>
          ) : (
            t('fingerprints.matched_list', { list: h.list })
          )}
        </span>
        <span data-testid="hold-strength">
          {t('fingerprints.strength', { share: formatNumber(h.share, locale, { style: 'percent', maximumFractionDigits: 0 }), best: h.best_distance })}
        </span>
        {when ? <span className="text-muted">{t(WHEN[h.status], { date: formatDate(when, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}</span> : null}
      </div>
      {h.status === 'held' ? <HoldActions hold={h} onConflict={onConflict} /> : null}
    </li>
  );
}
