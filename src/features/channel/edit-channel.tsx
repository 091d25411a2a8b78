// The creator edits their channel's bio and avatar (on their own channel page).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useT, type TFunction } from '../../i18n';
import { z } from '../../lib/zod';
import { FormMessage } from '../../ui/form-field';
import { btnPrimary, input } from '../../ui/styles';
import { useEditChannel } from './api';

/** The bio's rule, with its message in the visitor's language. */
const makeSchema = (t: TFunction) =>
  z.object({ bio: z.string().check(z.maxLength(1000, t('channel.edit_bio_max'))), avatar: z.optional(z.any()) });
type Form = z.infer<ReturnType<typeof makeSchema>>;

export function EditChannel({ member, bio, open = false }: { member: string; bio: string; open?: boolean }) {
  const t = useT('pages');
  const schema = useMemo(() => makeSchema(t), [t]);
  const edit = useEditChannel(member);
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { bio } });
  const submit = form.handleSubmit(async (v) => {
    const files = v.avatar as FileList | undefined;
    await edit.mutateAsync({ bio: v.bio, avatar: files?.[0] ?? null });
  });
  return (
    <details className="mt-4 rounded-xl border border-border bg-surface p-4" open={open}>
      <summary className="min-h-11 cursor-pointer text-sm font-semibold text-fg">{t('channel.edit')}</summary>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
        <label className="flex flex-col gap-1 text-sm text-fg">
          {t('channel.edit_bio')}
          <textarea className={`${input} min-h-24`} maxLength={1000} {...form.register('bio')} />
        </label>
        <FormMessage kind="error">{form.formState.errors.bio?.message ?? (edit.error as Error | null)?.message ?? null}</FormMessage>
        <label className="flex flex-col gap-1 text-sm text-fg">
          {t('channel.edit_avatar')}
          <input type="file" accept="image/jpeg,image/png,image/webp" {...form.register('avatar')} />
        </label>
        <button type="submit" className={btnPrimary} disabled={form.formState.isSubmitting}>
          {t('channel.edit_save')}
        </button>
        {edit.isSuccess ? <FormMessage kind="success">{t('channel.edit_saved')}</FormMessage> : null}
      </form>
    </details>
  );
}
