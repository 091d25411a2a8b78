// Performer records (issue 38 §1, internal/performers): a creator's own records of the
// people in their videos. Never public: the record API answers only their owner and
// admins; the documents are checked by their bytes and stripped of metadata on the server.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { pb } from '../../data/pb';

export interface PerformerRecord {
  id: string;
  slug: string;
  legal_name: string;
  stage_names: string[] | null;
  date_of_birth: string;
  verified_at: string;
}

export interface NewPerformer {
  legalName: string;
  stageNames: string[];
  dateOfBirth: string; // YYYY-MM-DD
  idDocument: File;
  release: File;
  consentRecording: boolean;
  consentPublication: boolean;
  consentDownload: boolean;
}

const key = (owner: string) => ['performers', 'mine', owner];

export function useMyPerformers(owner: string) {
  return useQuery({
    queryKey: key(owner),
    queryFn: () =>
      pb.collection('performers').getList<PerformerRecord>(1, 200, {
        filter: pb.filter('owner = {:o}', { o: owner }),
        sort: '-created',
        fields: 'id,slug,legal_name,stage_names,date_of_birth,verified_at',
        requestKey: null,
      }),
    enabled: !!owner,
    select: (r) => r.items,
  });
}

export function useAddPerformer(owner: string) {
  const qc = useQueryClient();
  return async (p: NewPerformer): Promise<PerformerRecord> => {
    const form = new FormData();
    form.set('owner', owner);
    form.set('legal_name', p.legalName.trim());
    form.set('stage_names', JSON.stringify(p.stageNames));
    form.set('date_of_birth', `${p.dateOfBirth} 00:00:00.000Z`);
    form.set('id_method', 'document');
    form.set('id_document', p.idDocument);
    form.set('release', p.release);
    form.set('consent_recording', String(p.consentRecording));
    form.set('consent_publication', String(p.consentPublication));
    form.set('consent_download', String(p.consentDownload));
    const rec = await pb.collection('performers').create<PerformerRecord>(form, { requestKey: null });
    await qc.invalidateQueries({ queryKey: key(owner) });
    return rec;
  };
}

/** The uploader's agreement version the server asks for (GET /uploader-agreement). */
export function useAgreementVersion() {
  return useQuery({
    queryKey: ['uploader-agreement'],
    queryFn: () => pb.send<{ version: string }>('/api/reelhouse/uploader-agreement', { method: 'GET', requestKey: null }),
    staleTime: 60 * 60 * 1000,
    select: (r) => r.version,
  });
}

/** Stage names typed as one comma-separated line: trimmed, empties and duplicates out. */
export function parseStageNames(line: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of line.split(',')) {
    const n = raw.trim().replace(/\s+/g, ' ');
    if (!n || seen.has(n.toLowerCase())) continue;
    seen.add(n.toLowerCase());
    out.push(n);
  }
  return out;
}

export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_DOCUMENT = 10 * 1024 * 1024;

/** The catalog key (creator namespace) of what a new record lacks, or null. */
export function newPerformerProblem(p: Partial<NewPerformer>, today = new Date()): string | null {
  if (!p.legalName?.trim() || p.legalName.trim().length > 200) return 'performer.need_legal_name';
  if (!p.stageNames?.length || p.stageNames.length > 10 || p.stageNames.some((n) => n.length > 100)) return 'performer.need_stage_names';
  if (!p.dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(p.dateOfBirth) || new Date(p.dateOfBirth) > today) return 'performer.need_dob';
  for (const f of [p.idDocument, p.release]) {
    if (!f || !DOCUMENT_TYPES.includes(f.type) || f.size > MAX_DOCUMENT) return 'performer.need_documents';
  }
  if (!p.consentRecording || !p.consentPublication) return 'performer.need_consents';
  return null;
}
