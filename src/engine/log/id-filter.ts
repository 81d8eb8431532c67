/**
 * A Bloom filter of entry ids: "certainly not seen" or "perhaps seen", in
 * 20 bits per id (a false "perhaps" about once in 15,000). It lets a context
 * snapshot vouch that an entry after it does not repeat an id from before it
 * without storing every id; a "perhaps" costs a search of the older bytes.
 */
const BITS_PER_ID = 20;
const HASHES = 14;

export class IdFilter {
  private constructor(private readonly bits: Uint8Array) {}

  static of(ids: Iterable<string>): IdFilter {
    const list = [...ids];
    const filter = new IdFilter(new Uint8Array(Math.max(8, Math.ceil((list.length * BITS_PER_ID) / 8))));
    for (const id of list) filter.add(id);
    return filter;
  }

  static fromBase64(text: string): IdFilter | undefined {
    const bits = Buffer.from(text, "base64");
    return bits.length >= 8 ? new IdFilter(new Uint8Array(bits)) : undefined;
  }

  toBase64(): string {
    return Buffer.from(this.bits).toString("base64");
  }

  mayHave(id: string): boolean {
    for (const bit of this.positions(id)) if (!(this.bits[bit >>> 3]! & (1 << (bit & 7)))) return false;
    return true;
  }

  private add(id: string): void {
    for (const bit of this.positions(id)) this.bits[bit >>> 3]! |= 1 << (bit & 7);
  }

  /** Double hashing of two FNV-1a hashes (Kirsch–Mitzenmacher). */
  private *positions(id: string): Generator<number> {
    const size = this.bits.length * 8;
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (let i = 0; i < id.length; i++) {
      const c = id.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
      h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
    }
    for (let k = 0; k < HASHES; k++) yield ((h1 + Math.imul(k, h2 | 1)) >>> 0) % size;
  }
}
