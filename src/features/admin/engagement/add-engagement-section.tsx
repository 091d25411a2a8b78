// Add engagement: pick a video (search by title), a view count (>= 0) and comments one per
// line; comments are limited to the bots that have not commented on that video yet and
// extra lines are dropped (the server cuts them too). react-hook-form + zod (engagement-schema.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useController, useForm, useWatch } from 'react-hook-form';
import type { VideoCard } from '../../../data/catalog';
import { newOpId } from '../../../data/op-id';
import { toUserError } from '../../../data/errors';
import { Field, FormMessage } from '../../../ui/form-field';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { T, tr, useT } from '../../../i18n';
import { addEngagement, commentLines, useAvailableBots, useVideoPicker } from './api';
import { addEngagementSchema, type AddEngagementInput as Values, type AddEngagementOutput as Valid } from './engagement-schema';

export function AddEngagementSection({ botsVersion }: { botsVersion: number }) {
  const t = useT('admin');
  const id = useId();
  const [q, setQ] = useState('');
  const form = useForm<Values, unknown, Valid>({
    resolver: zodResolver(addEngagementSchema),
    defaultValues: { video: null, views: '0', comments: '' },
    reValidateMode: 'onSubmit',
  });
  // The chosen video is a form value; the search box in its place takes the focus when it is missing.
  const { field: videoField } = useController({ control: form.control, name: 'video' });
  const video = videoField.value;
  const comments = useWatch({ control: form.control, name: 'comments' });
  const errors = form.formState.errors;
  const fieldError = (m?: string) => (m ? t(m) : undefined);
  // The form's own refusal; the server's comes from the mutation.
  const [invalid, setError] = useState<string | null>(null);
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

  // The op id makes a retry of a lost answer harmless; a new one after each success.
  const adding = useMutation({
    mutationFn: ({ video, views, kept }: { video: string; views: number; kept: string[] }) => addEngagement(video, views, kept, opId.current),
    onSuccess: () => {
      opId.current = newOpId();
      form.setValue('views', '0');
      form.setValue('comments', '');
      refreshAvailable();
    },
  });
  const saving = adding.isPending;
  const error = invalid ?? (adding.error ? toUserError(adding.error, t('engagement.add_failed')) : null);
  const r = adding.data;
  const success = r ? t('engagement.added', { views: r.views_added, comments: r.comments_added, dropped: r.truncated }) : null;

  const add = (v: Valid) => {
    if (saving) return;
    if (v.views === 0 && lines.kept.length === 0) {
      setError(lines.dropped ? t('engagement.no_bots_left') : t('engagement.nothing_to_add'));
      return;
    }
    setError(null);
    adding.mutate({ video: v.video!.id, views: v.views, kept: lines.kept });
  };
  // Field errors show beside their fields; the form-level message clears.
  const refuse = () => setError(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    adding.reset();
    void form.handleSubmit(add, refuse)(e);
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
                videoField.onChange(null);
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
              ref={videoField.ref}
              className={`${input} ${errors.video ? 'border-red-500' : ''}`}
              placeholder={t('engagement.search_placeholder')}
              value={q}
              aria-invalid={errors.video ? true : undefined}
              onChange={(e) => setQ(e.target.value)}
            />
            {errors.video ? (
              <p role="alert" className="text-sm text-red-400">
                {fieldError(errors.video.message)}
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
                        videoField.onChange(v);
                        form.clearErrors('video');
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
        <Field label={t('engagement.views_label')} inputMode="numeric" error={fieldError(errors.views?.message)} {...form.register('views')} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-c`} className="text-sm font-medium text-fg">
            {t('engagement.comments_label')}
          </label>
          <textarea id={`${id}-c`} className={`${input} min-h-32 py-2`} aria-describedby={`${id}-c-hint`} {...form.register('comments')} />
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
