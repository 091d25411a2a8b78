// Add engagement: pick a video (search by title), a view count (>= 0) and comments one per
// line; comments are limited to the bots that have not commented on that video yet and
// extra lines are dropped (the server cuts them too).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { VideoCard } from '../../../data/catalog';
import { newOpId } from '../../../data/op-id';
import { toUserError } from '../../../data/errors';
import { Field, FormMessage } from '../../../ui/form-field';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { T, tr, useT } from '../../../i18n';
import { addEngagement, commentLines, parseViews, useAvailableBots, useVideoPicker } from './api';

export function AddEngagementSection({ botsVersion }: { botsVersion: number }) {
  const t = useT('admin');
  const id = useId();
  const [q, setQ] = useState('');
  const [video, setVideo] = useState<VideoCard | null>(null);
  const [views, setViews] = useState('0');
  const [comments, setComments] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const opId = useRef(newOpId());

  // The search waits for a pause in typing (250 ms).
  const [text, setText] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setText(q.trim()), 250);
    return () => clearTimeout(t);
  }, [q]);
  const picker = useVideoPicker(text, !video);
  const results: VideoCard[] = video ? [] : (picker.data ?? []);
  const searchError = !video && picker.isError ? tr('admin', 'engagement.search_failed') : null;
  const bots = useAvailableBots(video?.id ?? null, botsVersion);
  const available = bots.isFetching ? null : (bots.data ?? null);
  const availError = bots.isError && !bots.isFetching ? tr('admin', 'engagement.bots_check_failed') : null;
  const refreshAvailable = () => void bots.refetch();

  const lines = commentLines(comments, available ?? 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current) return;
    setSuccess(null);
    const found: Record<string, string> = {};
    if (!video) found.video = t('engagement.select_video');
    const n = parseViews(views);
    if (n === null) found.views = t('engagement.views_invalid');
    setErrors(found);
    if (Object.keys(found).length) {
      setError(null);
      return;
    }
    if (n === 0 && lines.kept.length === 0) {
      setError(lines.dropped ? t('engagement.no_bots_left') : t('engagement.nothing_to_add'));
      return;
    }
    busy.current = true;
    setSaving(true);
    setError(null);
    try {
      const r = await addEngagement(video!.id, n!, lines.kept, opId.current);
      opId.current = newOpId();
      setSuccess(t('engagement.added', { views: r.views_added, comments: r.comments_added, dropped: r.truncated }));
      setViews('0');
      setComments('');
      refreshAvailable();
    } catch (err) {
      setError(toUserError(err, t('engagement.add_failed')));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="eng-title" className="rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="eng-title" className="text-lg font-semibold text-fg">
        {t('engagement.add_title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('engagement.add_intro')}</p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        {video ? (
          <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface-2 p-3">
            <span className="min-w-0 flex-1 truncate text-sm text-fg" data-testid="chosen-video">
              <T ns="admin" k="engagement.chosen" values={{ title: video.title }} components={{ 0: <strong /> }} />
            </span>
            <button
              type="button"
              className={btnSecondary}
              onClick={() => {
                setVideo(null);
              }}
            >
              {t('engagement.change_video')}
            </button>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-q`} className="text-sm font-medium text-fg">
              {t('engagement.video_label')}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              className={`${input} ${errors.video ? 'border-red-500' : ''}`}
              placeholder={t('engagement.search_placeholder')}
              value={q}
              aria-invalid={errors.video ? true : undefined}
              onChange={(e) => setQ(e.target.value)}
            />
            {errors.video ? (
              <p role="alert" className="text-sm text-red-400">
                {errors.video}
              </p>
            ) : null}
            {results.length ? (
              <ul aria-label={t('tabs.videos')} className="flex flex-col rounded-lg border border-border">
                {results.map((v) => (
                  <li key={v.id} className="border-b border-border last:border-b-0">
                    <button
                      type="button"
                      className="flex min-h-11 w-full items-center px-3 text-start text-sm text-fg hover:bg-surface-2"
                      onClick={() => {
                        setVideo(v);
                        setErrors((x) => ({ ...x, video: '' }));
                      }}
                    >
                      <span className="truncate">{v.title}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        )}
        <Field label={t('engagement.views_label')} inputMode="numeric" value={views} error={errors.views} onChange={(e) => setViews(e.target.value)} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-c`} className="text-sm font-medium text-fg">
            {t('engagement.comments_label')}
          </label>
          <textarea id={`${id}-c`} className={`${input} min-h-32 py-2`} value={comments} aria-describedby={`${id}-c-hint`} onChange={(e) => setComments(e.target.value)} />
          <p id={`${id}-c-hint`} className="text-xs text-muted" aria-live="polite">
            {!video
              ? t('engagement.hint_choose')
              : availError
                ? ''
                : available === null
                  ? t('engagement.hint_checking')
                  : t('engagement.hint_available', { count: available, dropped: lines.dropped })}
          </p>
          {availError ? (
            <p role="alert" className="text-sm text-red-400">
              {availError}
            </p>
          ) : null}
        </div>
        <FormMessage kind="error">{error ?? searchError}</FormMessage>
        <FormMessage kind="success">{success}</FormMessage>
        <div>
          <button type="submit" className={btnPrimary} disabled={saving}>
            {saving ? t('engagement.adding') : t('engagement.add_button')}
          </button>
        </div>
      </form>
    </section>
  );
}
