// Verify a performer record, or withdraw its verification, with optional notes for the
// audit log (the server keeps at most 1,000 characters). A refusal (an incomplete record:
// performer_record_incomplete names what is missing) stays in the dialog, in words.
import { useId, useState, type FormEvent } from 'react';
import { toUserError } from '../../../data/errors';
import { Modal } from '../../../ui/modal';
import { btnPrimary, btnSecondary, input } from '../../../ui/styles';
import { useT } from '../../../i18n';
import { useVerifyRecord, type AdminPerformer } from './api';

export const MAX_NOTES = 1000;

export function VerifyDialog({ record, verify, onDone, onClose }: { record: AdminPerformer; verify: boolean; onDone: (text: string) => void; onClose: () => void }) {
  const t = useT('admin');
  const id = useId();
  const [notes, setNotes] = useState('');
  const mutation = useVerifyRecord();
  const busy = mutation.isPending;
  const failed = verify ? t('records.verify_failed') : t('records.unverify_failed');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mutation.mutate(
      { id: record.id, verify, notes: notes.trim() },
      { onSuccess: () => onDone(verify ? t('records.verified_done', { name: record.legal_name }) : t('records.unverified_done', { name: record.legal_name })) },
    );
  };
  return (
    <Modal
      title={verify ? t('records.verify_title', { name: record.legal_name }) : t('records.unverify_title', { name: record.legal_name })}
      open
      onOpenChange={(open) => !open && !busy && onClose()}
    >
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <p className="text-sm text-muted">{verify ? t('records.verify_help') : t('records.unverify_help')}</p>
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {t('records.notes_label')}
        </label>
        <textarea id={id} rows={3} maxLength={MAX_NOTES} className={`${input} py-2`} value={notes} onChange={(e) => setNotes(e.target.value)} />
        {mutation.isError ? (
          <p role="alert" className="text-sm text-red-400">
            {toUserError(mutation.error, failed)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={btnSecondary} onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={btnPrimary} disabled={busy}>
            {verify ? t('records.verify') : t('records.unverify')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
