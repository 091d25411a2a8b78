import { describe, expect, it } from 'vitest';
import { applicationSchema, ID_IMAGE_MAX_BYTES } from './application-schema';

const image = (type = 'image/jpeg', size = 10) => new File([new Uint8Array(size)], 'id', { type });
const ok = { id_document: image(), id_selfie: image('image/webp'), agreed: true };
const issues = (v: object) => applicationSchema.safeParse({ ...ok, ...v }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('applicationSchema', () => {
  it('takes two images and the agreement', () => expect(applicationSchema.safeParse(ok).success).toBe(true));
  it('names the problem of a wrong image with its catalog key', () => {
    expect(issues({ id_document: image('application/pdf') })).toEqual([['id_document', 'validation.id_image.type']]);
    expect(issues({ id_selfie: image('image/png', ID_IMAGE_MAX_BYTES + 1) })).toEqual([['id_selfie', 'validation.id_image.size']]);
  });
  it('takes exactly 10 MB', () => expect(issues({ id_selfie: image('image/png', ID_IMAGE_MAX_BYTES) })).toBeUndefined());
  it('refuses a missing image or no agreement', () => {
    expect(issues({ id_document: null })?.[0]?.[0]).toBe('id_document');
    expect(issues({ agreed: false })?.[0]?.[0]).toBe('agreed');
  });
});
