// Reject and Revoke Creator ask for notes (management spec §5: non-blank notes).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { useT } from '../../../i18n';
import { notesSchema, type NotesValues } from './notes-schema';

interface NotesDialogProps {
  title: string;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: (notes: string) => Promise<void>;
  onClose: () => void;
}

export function NotesDialog({ title, confirmLabel, busyLabel, onConfirm, onClose }: NotesDialogProps) {
  const id = useId();
  const t = useT('admin');
  const { register, handleSubmit, watch, formState } = useForm<NotesValues, unknown, { notes: string }>({
    resolver: zodResolver(notesSchema),
    defaultValues: { notes: '' },
  });
  const busy = formState.isSubmitting;
  const blank = watch('notes').trim() === '';
  // The schema answers the notes trimmed.
  const submit = handleSubmit(({ notes }) => onConfirm(notes));
  return (
    <Modal title={title} open onOpenChange={(open) => !open && !busy && onClose()}>
      <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)}>
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('requests.notes_label')}
        </label>
        <textarea id={id} required rows={4} maxLength={2000} className={`${input} py-2`} {...register('notes')} />
        <div className="flex justify-end gap-2">
          <button type="button" className={btnSecondary} onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={btnPrimary} disabled={blank || busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
