import { describe, expect, it } from 'vitest';
import { newPerformerProblem, parseStageNames } from './api';

const img = new File([new Uint8Array(8)], 'id.png', { type: 'image/png' });
const ok = {
  legalName: 'Jane Roe',
  stageNames: ['Jay'],
  dateOfBirth: '1995-01-01',
  idDocument: img,
  release: img,
  consentRecording: true,
  consentPublication: true,
  consentDownload: false,
};

describe('performer records', () => {
  it('parses stage names from one line', () => {
    expect(parseStageNames(' Jay  Dee , jay dee,, Kay ')).toEqual(['Jay Dee', 'Kay']);
  });
  it('names the first missing piece; download consent is optional', () => {
    expect(newPerformerProblem(ok)).toBeNull();
    expect(newPerformerProblem({ ...ok, legalName: ' ' })).toBe('performer.need_legal_name');
    expect(newPerformerProblem({ ...ok, stageNames: [] })).toBe('performer.need_stage_names');
    expect(newPerformerProblem({ ...ok, dateOfBirth: '2999-01-01' })).toBe('performer.need_dob');
    expect(newPerformerProblem({ ...ok, release: new File(['x'], 'r.pdf', { type: 'application/pdf' }) })).toBe('performer.need_documents');
    expect(newPerformerProblem({ ...ok, consentPublication: false })).toBe('performer.need_consents');
  });
});
