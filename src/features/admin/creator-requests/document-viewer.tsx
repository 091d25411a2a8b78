// A creator application's ID document and selfie (features/admin/signed-documents.tsx).
import { SignedDocuments } from '../signed-documents';
import { useDocumentLinks, type CreatorRequestRow } from '../../creator/api';

const DOCS = [
  { field: 'id_document', label: 'requests.doc.id_document' },
  { field: 'id_selfie', label: 'requests.doc.id_selfie' },
] as const;

export function DocumentViewer({ request, onClose }: { request: CreatorRequestRow; onClose: () => void }) {
  return <SignedDocuments name={request.username} docs={DOCS} links={useDocumentLinks(request.id)} onClose={onClose} />;
}
