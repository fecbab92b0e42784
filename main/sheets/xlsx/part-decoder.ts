// A part's bytes as text. The packaging standard (ECMA-376 Part 2) allows XML parts in UTF-8
// or UTF-16, either byte order, with or without a byte-order mark: UTF-16 without one is
// known by the first bytes of its XML declaration ('<?' as 00 3C 00 3F or 3C 00 3F 00).
// UTF-8 parts go straight through Node's StringDecoder, as before; only UTF-16BE is copied
// (its bytes swapped into UTF-16LE).
import { StringDecoder } from 'node:string_decoder';

export interface PartDecoder {
  write(bytes: Buffer): string;
  end(): string;
}

/** UTF-16BE: each piece's byte pairs swapped into a copy, an odd last byte carried over. */
class Utf16BeDecoder implements PartDecoder {
  private readonly le = new StringDecoder('utf16le');
  private carry: Buffer | undefined;

  write(bytes: Buffer): string {
    const all = this.carry ? Buffer.concat([this.carry, bytes]) : bytes;
    const even = all.length & ~1;
    this.carry = even < all.length ? Buffer.from(all.subarray(even)) : undefined;
    return this.le.write(Buffer.from(all.subarray(0, even)).swap16());
  }

  end(): string {
    const rest = this.le.end();
    return this.carry ? `${rest}\ufffd` : rest;
  }
}

function startsWith(first: Buffer, ...bytes: number[]): boolean {
  return first.length >= bytes.length && bytes.every((b, i) => first[i] === b);
}

/** The decoder for a part, chosen by its first bytes, and how many of them (a BOM) to skip. */
export function partDecoder(first: Buffer): { decoder: PartDecoder; skip: number } {
  if (startsWith(first, 0xef, 0xbb, 0xbf)) return { decoder: new StringDecoder('utf8'), skip: 3 };
  if (startsWith(first, 0xff, 0xfe)) return { decoder: new StringDecoder('utf16le'), skip: 2 };
  if (startsWith(first, 0xfe, 0xff)) return { decoder: new Utf16BeDecoder(), skip: 2 };
  if (startsWith(first, 0x3c, 0x00, 0x3f, 0x00)) return { decoder: new StringDecoder('utf16le'), skip: 0 };
  if (startsWith(first, 0x00, 0x3c, 0x00, 0x3f)) return { decoder: new Utf16BeDecoder(), skip: 0 };
  return { decoder: new StringDecoder('utf8'), skip: 0 };
}
