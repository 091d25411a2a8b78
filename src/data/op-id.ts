// Client-made record ids / mutation ids: 15 characters of [a-z0-9], the shape PocketBase
// accepts as a record id, so a replayed create is recognised by the server.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newOpId(): string {
  const bytes = new Uint8Array(15);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}
