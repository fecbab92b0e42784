// Generates the app icons in assets/ (PNG, ICO with a PNG inside, ICNS with a PNG inside)
// from code, so no image tool is needed: a rounded square in the brand colour with a grid
// of rows (the spreadsheet) and an upward arrow (the import). Run: node scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 8 + data.length);
  return out;
}

function pixel(x, y, size) {
  const s = size / 512;
  const r = 96 * s;
  const inRounded = (px, py) => {
    const cx = Math.min(Math.max(px, r), size - r),
      cy = Math.min(Math.max(py, r), size - r);
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
  };
  if (!inRounded(x + 0.5, y + 0.5)) return [0, 0, 0, 0];
  const gx = x / s,
    gy = y / s;
  const white = [255, 255, 255, 255];
  // spreadsheet rows
  if (gx > 96 && gx < 300 && [150, 220, 290, 360].some((ry) => gy > ry && gy < ry + 36)) return [214, 234, 255, 255];
  // arrow: shaft and head
  if (gx > 350 && gx < 398 && gy > 210 && gy < 410) return white;
  if (gy > 110 && gy <= 220 && Math.abs(gx - 374) < (gy - 110) * 0.9) return white;
  return [22, 99, 196, 255];
}

function png(size) {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) Buffer.from(pixel(x, y, size)).copy(raw, y * (size * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const big = png(512);
writeFileSync('assets/icon.png', big);

const small = png(256);
const ico = Buffer.alloc(22);
ico.writeUInt16LE(0, 0);
ico.writeUInt16LE(1, 2);
ico.writeUInt16LE(1, 4);
ico.writeUInt8(0, 6);
ico.writeUInt8(0, 7); // 0 means 256
ico.writeUInt16LE(1, 10);
ico.writeUInt16LE(32, 12);
ico.writeUInt32LE(small.length, 14);
ico.writeUInt32LE(22, 18);
writeFileSync('assets/icon.ico', Buffer.concat([ico, small]));

const entry = Buffer.alloc(8);
entry.write('ic09', 0, 'ascii');
entry.writeUInt32BE(8 + big.length, 4);
const head = Buffer.alloc(8);
head.write('icns', 0, 'ascii');
head.writeUInt32BE(16 + big.length, 4);
writeFileSync('assets/icon.icns', Buffer.concat([head, entry, big]));
console.log('icons written to assets/');
