// The edit modal: title and author required; admins (scope all) also set categories and
// premium (a premium_videos row); tags as one comma-separated field (issue 41); captions and
// performer records (issue 38), which save at once. The server's rules decide whether the save is allowed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toUserError } from '../../data/errors';
import type { Category } from '../../data/types';
import { Field, FormMessage } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/status-panel';
import { btnPrimary, btnSecondary, input } from '../../ui/styles';
import { useT } from '../../i18n';
import { setPremium, updateVideo, useEditableCategories, useVideoForEdit, type ManagerScope, type VideoEdit } from './api';
import { editVideoSchema, type EditVideoOutput, type EditVideoValues } from './edit-video-schema';
import { ChipPicker } from '../../ui/chip-picker';
import { formatTags, parseTags } from '../../lib/tag-text';
import { CaptionsSection } from './captions-section';
import { RecordsSection } from './records-section';

interface EditVideoDialogProps {
  videoId: string;
  scope: ManagerScope;
  premiumRow?: string;
  onSaved: () => void;
  onClose: () => void;
}

const NO_CATEGORIES: Category[] = [];

export function EditVideoDialog({ videoId, scope, premiumRow, onSaved, onClose }: EditVideoDialogProps) {
  const t = useT('creator');
  // A save under way (or done) keeps the modal open.
  const [busy, setBusy] = useState(false);
  const stored = useVideoForEdit(videoId);
  // The form starts from the stored video once it arrives (later answers do not reset it).
  const [start, setStart] = useState<EditVideoValues | null>(null);
  if (start === null && stored.data) {
    const v = stored.data;
    setStart({ title: v.title, author: v.author, description: v.description, license: v.license, categories: v.categories ?? [], tags: formatTags(v.tags), premium: !!premiumRow });
  }
  return (
    <Modal title={t('edit.title')} open onOpenChange={(open) => !open && !busy && onClose()}>
      {start ? (
        <EditVideoForm videoId={videoId} scope={scope} premiumRow={premiumRow} start={start} onBusy={setBusy} onSaved={onSaved} onClose={onClose} />
      ) : stored.isError ? (
        <FormMessage kind="error">{t('manager.load_failed')}</FormMessage>
      ) : (
        <Spinner />
      )}
    </Modal>
  );
}

interface EditVideoFormProps extends EditVideoDialogProps {
  start: EditVideoValues;
  onBusy: (busy: boolean) => void;
}

function EditVideoForm({ videoId, scope, premiumRow, start, onBusy, onSaved, onClose }: EditVideoFormProps) {
  const t = useT('creator');
  const categories: Category[] = useEditableCategories(scope === 'all').data ?? NO_CATEGORIES;
  // Checked as the creator types: a blank title or author says so at once (and so does a
  // stored one), and Save stays disabled.
  const { register, handleSubmit, watch, setValue, setError, trigger, formState } = useForm<EditVideoValues, unknown, EditVideoOutput>({
    resolver: zodResolver(editVideoSchema),
    defaultValues: start,
    mode: 'onChange',
  });
  useEffect(() => void trigger(), [trigger]);
  const { errors, isValid } = formState;
  const busy = formState.isSubmitting || formState.isSubmitSuccessful;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const chosen = watch('categories');
  const message = (key: string | undefined) => (key ? t(key) : null);

  // The form waits for it (isSubmitting) and shows a refusal as its root error.
  const saving = useMutation({
    mutationFn: async (f: EditVideoOutput) => {
      const data: VideoEdit = { title: f.title, author: f.author, description: f.description, license: f.license, tags: parseTags(f.tags ?? '') };
      if (scope === 'all') data.categories = f.categories;
      await updateVideo(videoId, data);
      if (scope === 'all' && f.premium !== !!premiumRow) await setPremium(videoId, f.premium, premiumRow);
    },
    onSuccess: onSaved,
    onError: (err) => setError('root', { message: toUserError(err, t('manager.update_failed')) }),
  });
  const save = handleSubmit((f) =>
    saving.mutateAsync(f).then(
      () => undefined,
      () => undefined,
    ),
  );

  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void save(e)} noValidate>
      <Field label={t('edit.video_title')} required maxLength={200} {...register('title')} error={message(errors.title?.message)} />
      <Field label={t('edit.author')} required maxLength={100} {...register('author')} error={message(errors.author?.message)} />
      <label className="flex flex-col gap-1 text-sm font-medium text-fg">
        {t('edit.description')}
        <textarea rows={4} maxLength={5000} className={`${input} py-2 font-normal`} {...register('description')} />
      </label>
      <Field label={t('edit.license')} maxLength={200} {...register('license')} />
      <Field label={t('tags.label')} maxLength={400} {...register('tags')} hint={t('tags.hint')} error={message(errors.tags?.message)} />
      {scope === 'all' ? (
        <>
          <ChipPicker
            legend={t('edit.categories')}
            chips={categories}
            chosen={chosen}
            onChange={(ids) => setValue('categories', ids, { shouldDirty: true })}
          />
          <label className="flex items-center gap-3 text-sm text-fg">
            <input type="checkbox" className="size-5 accent-accent" {...register('premium')} />
            {t('edit.premium')}
          </label>
        </>
      ) : null}
      <CaptionsSection videoId={videoId} />
      <RecordsSection videoId={videoId} scope={scope} />
      <FormMessage kind="error">{errors.root?.message}</FormMessage>
      <div className="flex justify-end gap-2">
        <button type="button" className={btnSecondary} onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={btnPrimary} disabled={!isValid || busy}>
          {busy ? t('common.saving') : t('edit.save')}
        </button>
      </div>
    </form>
  );
}
