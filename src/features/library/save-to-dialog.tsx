// "Save to…": the member's playlists as checkboxes (ticked = holds this video) and a field
// for a new playlist, which is created with the video in it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useT, type TFunction } from '../../i18n';
import { z } from '../../lib/zod';
import { Field, FormMessage } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { btnPrimary } from '../../ui/styles';
import { useCreatePlaylist, useMyPlaylists, useSetInPlaylist } from './api';

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
  const lists = useMyPlaylists(videoId);
  const setIn = useSetInPlaylist(videoId);
  const create = useCreatePlaylist();
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { title: '' } });
  const submit = form.handleSubmit(async ({ title }) => {
    const created = await create.mutateAsync({ title });
    await setIn.mutateAsync({ playlist: created.id, on: true });
    form.reset();
  });
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
                  onChange={(e) => setIn.mutate({ playlist: p.id, on: e.target.checked })}
                />
                {p.title} <span className="text-muted">({p.item_count})</span>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-4 text-sm text-muted">{lists.isLoading ? t('save_to.loading') : t('save_to.none')}</p>
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
