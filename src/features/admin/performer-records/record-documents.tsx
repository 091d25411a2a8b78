// A performer record's ID document and signed release (POST /admin/performers/{id}/documents;
// features/admin/signed-documents.tsx), each also openable in a new tab.
import { SignedDocuments } from '../signed-documents';
import { useRecordDocuments, type AdminPerformer } from './api';

const DOCS = [
  { field: 'id_document', label: 'records.doc.id_document' },
  { field: 'release', label: 'records.doc.release' },
] as const;

export function RecordDocuments({ record, onClose }: { record: AdminPerformer; onClose: () => void }) {
  return <SignedDocuments name={record.legal_name} docs={DOCS} links={useRecordDocuments(record.id)} openLinks onClose={onClose} />;
}
