import { describe, expect, it } from 'vitest';
import { PIN_FORMAT, newPinSchema } from './pin-schema';

describe('newPinSchema', () => {
  it('takes 4 to 8 digits', () => {
    for (const pin of ['2468', '12345678']) expect(newPinSchema.safeParse({ pin }).success).toBe(true);
  });
  it('refuses anything else with the page text', () => {
    for (const pin of ['', '123', '123456789', '12a4', ' 2468', '２４６８']) {
      const res = newPinSchema.safeParse({ pin });
      expect(res.success, pin).toBe(false);
      expect(res.error?.issues[0]?.message).toBe(PIN_FORMAT);
    }
  });
});
