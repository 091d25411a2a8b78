import { describe, expect, it } from 'vitest';
import { newPerformer } from './consents';
import { AGREEMENT_REQUIRED, PRODUCTION_DATE_REQUIRED, UPLOAD_REQUIRED, emptyUpload, uploadSchema, type UploadValues } from './upload-schema';

const png = (type = 'image/png') => new File([new Uint8Array(8)], 'f', { type });
const ok: UploadValues = { ...emptyUpload(), title: 'Sunset', author: 'Kim', video: new File(['v'], 'v.mp4'), duration: 5, thumbnail: png(), productionDate: '2024-06-01', agreement: true };
const message = (v: Partial<UploadValues>) => uploadSchema.safeParse({ ...ok, ...v }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('uploadSchema', () => {
  it('takes a complete upload and trims its texts', () => {
    const res = uploadSchema.parse({ ...ok, title: ' Sunset ', author: ' Kim ', description: ' d ', license: ' l ' });
    expect([res.title, res.author, res.description, res.license]).toEqual(['Sunset', 'Kim', 'd', 'l']);
  });
  it('gives the one required message for each missing piece', () => {
    for (const v of [{ title: '  ' }, { author: '' }, { video: null }, { duration: null }, { thumbnail: null }]) {
      expect(message(v), JSON.stringify(v)).toEqual([['root', UPLOAD_REQUIRED]]);
    }
  });
  it('takes a duration left to the server, and a frame instead of a thumbnail', () => {
    expect(message({ duration: null, durationUnknown: true })).toBeUndefined();
    expect(message({ thumbnail: null, useFrame: true })).toBeUndefined();
  });
  it("names the first incomplete person's problem once the required fields are there", () => {
    const person = { ...newPerformer(), stageName: 'Ana', adult: true, consented: true };
    expect(message({ people: [person] })).toEqual([['root', 'upload.person_release']]);
    expect(message({ people: [person], title: '' })).toEqual([['root', UPLOAD_REQUIRED]]);
    expect(message({ people: [{ ...person, release: png('image/jpeg') }] })).toBeUndefined();
  });
  it('asks for a production date that is not in the future, then the agreement', () => {
    expect(message({ productionDate: '' })).toEqual([['root', PRODUCTION_DATE_REQUIRED]]);
    expect(message({ productionDate: '2999-01-01' })).toEqual([['root', PRODUCTION_DATE_REQUIRED]]);
    expect(message({ agreement: false })).toEqual([['root', AGREEMENT_REQUIRED]]);
    expect(message({ agreement: false, title: '' })).toEqual([['root', UPLOAD_REQUIRED]]);
    expect(message({ performers: ['abc'] })).toBeUndefined();
  });
});
