// Reject and Revoke Creator ask for notes (management spec §5: non-blank notes).
import { useId, useState } from 'react';
import { Modal } from '../../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { useT } from '../../../i18n';

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
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const blank = notes.trim() === '';
  return (
    <Modal title={title} open onOpenChange={(open) => !open && !busy && onClose()}>
      <form
        className="flex flex-col gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (blank || busy) return;
          setBusy(true);
          try {
            await onConfirm(notes.trim());
          } finally {
            setBusy(false);
          }
        }}
      >
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('requests.notes_label')}
        </label>
        <textarea
          id={id}
          required
          rows={4}
          maxLength={2000}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          className={`${input} py-2`}
        />
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
