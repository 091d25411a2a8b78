// "Save to…": the member's playlists as checkboxes (ticked = holds this video) and a field
// for a new playlist, which is created with the video in it. Offline, the playlists come
// from the device (the last list stored, with what waits in the outbox), and every change
// waits in the outbox (issue 39 §3).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useT, type TFunction } from '../../i18n';
import { z } from '../../lib/zod';
import { Field, FormMessage } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { btnPrimary } from '../../ui/styles';
import { useCachedPlaylists, useCreatePlaylistWith, useMyPlaylists, useTickCachedPlaylist, useSetInPlaylist } from './api';

/** The new playlist's rule, with its messages in the visitor's language. */
const makeSchema = (t: TFunction) =>
  z.object({
    title: z.string().check(z.trim(), z.minLength(1, t('save_to.title_required')), z.maxLength(100, t('save_to.title_max'))),
  });
type Form = z.infer<ReturnType<typeof makeSchema>>;

export function SaveToDialog({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const t = useT('pages');
  const tp = useT('public');
  const schema = useMemo(() => makeSchema(t), [t]);
  const answer = useMyPlaylists(videoId);
  // This video's answer failed and none was stored: the device's list stands in.
  const fromDevice = answer.data === undefined && answer.isError;
  const device = useCachedPlaylists(videoId, fromDevice);
  const deviceTick = useTickCachedPlaylist(videoId);
  const lists = fromDevice ? device : answer;
  const setIn = useSetInPlaylist(videoId);
  const create = useCreatePlaylistWith(videoId);
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { title: '' } });
  const submit = form.handleSubmit(async ({ title }) => {
    await create.mutateAsync({ title });
    form.reset();
  });
  const toggle = (playlist: string, on: boolean) => {
    if (fromDevice) deviceTick.show(playlist, on);
    setIn.mutate({ playlist, on }, { onSettled: () => void (fromDevice ? deviceTick.refresh() : undefined) });
  };
  const error = (create.error ?? setIn.error) as { message?: string } | null;
  return (
    <Modal title={tp('library.save_to')} open onOpenChange={(open) => !open && onClose()}>
      {lists.data?.length ? (
        <ul className="mb-4 flex flex-col gap-2" aria-label={t('save_to.your_playlists')}>
          {lists.data.map((p) => (
            <li key={p.id}>
              <label className="flex min-h-11 items-center gap-3 text-sm text-fg">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={!!p.has_video}
                  disabled={setIn.isPending}
                  onChange={(e) => toggle(p.id, e.target.checked)}
                />
                {p.title} <span className="text-muted">({p.item_count})</span>
                {'waiting' in p && p.waiting ? <span className="text-xs text-muted">{tp('library.waiting')}</span> : null}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-muted">{lists.isLoading || (fromDevice && device.isPending) ? t('save_to.loading') : t('save_to.none')}</p>
      )}
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <Field label={t('save_to.new_playlist')} {...form.register('title')} error={form.formState.errors.title?.message} maxLength={100} />
        <button type="submit" className={btnPrimary} disabled={form.formState.isSubmitting}>
          {t('save_to.create')}
        </button>
        <FormMessage kind="error">{error?.message ?? null}</FormMessage>
      </form>
    </Modal>
  );
}
