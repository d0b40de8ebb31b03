import { deflateSync } from 'node:zlib';
import type { ProductCategory } from '../../functions/src/model/products.js';

/**
 * The demo catalogue's pictures: one illustration per category and product line, drawn in code as PNG
 * (the image route serves raster types only; no binary in git, the same bytes every run). The category
 * gives the colours, the product line the pictogram and its accent, so neighbouring cards differ.
 */
export interface ProductImageFile {
  blobName: string;
  contentType: 'image/png';
  bytes: Uint8Array;
}

const WIDTH = 400;
const HEIGHT = 260;

type Rgb = [number, number, number];

const PALETTE: Record<ProductCategory, { top: Rgb; bottom: Rgb }> = {
  capital: { top: [18, 72, 138], bottom: [64, 133, 198] },
  consommable: { top: [0, 105, 112], bottom: [58, 168, 160] },
  implant: { top: [88, 60, 140], bottom: [150, 120, 196] },
  services: { top: [56, 118, 29], bottom: [118, 178, 80] },
};

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The blob of a product's picture, shared by the products of one category and product line. */
export const productImageName = (category: ProductCategory, productLine: string): string => `illustrations/${category}-${slug(productLine) || 'gamme'}.png`;

function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** Whether a point lies on one of the pictograms, centred at (cx, cy). */
type Shape = (x: number, y: number) => boolean;

function pictogram(kind: number, cx: number, cy: number): Shape {
  const inRoundRect = (x: number, y: number, x0: number, y0: number, w: number, h: number, r: number) => {
    const dx = Math.max(x0 + r - x, 0, x - (x0 + w - r));
    const dy = Math.max(y0 + r - y, 0, y - (y0 + h - r));
    return x >= x0 && x <= x0 + w && y >= y0 && y <= y0 + h && dx * dx + dy * dy <= r * r;
  };
  switch (kind) {
    case 0: // a device: screen on a stand
      return (x, y) =>
        (inRoundRect(x, y, cx - 70, cy - 60, 140, 90, 10) && !inRoundRect(x, y, cx - 58, cy - 48, 116, 66, 4)) ||
        inRoundRect(x, y, cx - 8, cy + 30, 16, 26, 2) ||
        inRoundRect(x, y, cx - 45, cy + 54, 90, 10, 5);
    case 1: // a medical cross in a ring
      return (x, y) => {
        const d = Math.hypot(x - cx, y - cy);
        return (d <= 78 && d >= 66) || inRoundRect(x, y, cx - 14, cy - 48, 28, 96, 4) || inRoundRect(x, y, cx - 48, cy - 14, 96, 28, 4);
      };
    case 2: // a capsule and a disc: consumables
      return (x, y) => inRoundRect(x, y, cx - 80, cy - 22, 110, 44, 22) || Math.hypot(x - (cx + 58), y - cy) <= 30;
    case 3: // a joint: two bones meeting
      return (x, y) =>
        inRoundRect(x, y, cx - 16, cy - 85, 32, 75, 12) ||
        inRoundRect(x, y, cx - 16, cy + 10, 32, 75, 12) ||
        Math.hypot(x - cx, y - (cy - 8)) <= 26 ||
        Math.hypot(x - cx, y - (cy + 12)) <= 22;
    case 4: // stacked boxes
      return (x, y) =>
        inRoundRect(x, y, cx - 75, cy + 5, 70, 55, 6) || inRoundRect(x, y, cx + 5, cy + 5, 70, 55, 6) || inRoundRect(x, y, cx - 35, cy - 55, 70, 55, 6);
    default: // an instrument: a long handle and a blade
      return (x, y) => {
        const u = (x - cx) * 0.8 + (y - cy) * 0.6;
        const v = -(x - cx) * 0.6 + (y - cy) * 0.8;
        return inRoundRect(u, v, -95, -10, 120, 20, 10) || (u >= 25 && u <= 95 && Math.abs(v) <= 10 - ((u - 25) / 70) * 8);
      };
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An 8-bit RGB PNG of the given pixels (row by row, 3 bytes a pixel). */
function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    Buffer.from(rgb.buffer, rgb.byteOffset + y * width * 3, width * 3).copy(raw, y * (width * 3 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** The illustration of a category and product line. */
function productIllustration(category: ProductCategory, productLine: string): Uint8Array {
  const { top, bottom } = PALETTE[category];
  const h = hash(`${category}/${productLine}`);
  const shape = pictogram(h % 6, WIDTH / 2 + ((h >>> 3) % 41) - 20, HEIGHT / 2);
  // A light accent, tinted by the product line.
  const accent: Rgb = [235 + ((h >>> 8) % 20), 225 + ((h >>> 13) % 30), 200 + ((h >>> 18) % 55)];
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
  const SAMPLES = [0.25, 0.75];
  for (let y = 0; y < HEIGHT; y++) {
    const t = y / (HEIGHT - 1);
    const base = top.map((c, i) => c + (bottom[i] - c) * t);
    for (let x = 0; x < WIDTH; x++) {
      // 2 × 2 samples per pixel: smooth edges without a drawing library.
      let cover = 0;
      for (const sy of SAMPLES) for (const sx of SAMPLES) if (shape(x + sx, y + sy)) cover++;
      const a = cover / 4;
      // Soft circles in the background, so flat colour does not look like a missing image.
      const glow = Math.max(0, 1 - Math.hypot(x - WIDTH * 0.82, y - HEIGHT * 0.18) / 140) * 0.18;
      const o = (y * WIDTH + x) * 3;
      for (let i = 0; i < 3; i++) {
        const bg = base[i] + (255 - base[i]) * glow;
        rgb[o + i] = Math.round(bg * (1 - a) + accent[i] * a);
      }
    }
  }
  return encodePng(WIDTH, HEIGHT, rgb);
}

/** One file per (category, product line) the products use. */
export function productImages(products: readonly { category: ProductCategory; gimProductLine: string }[]): ProductImageFile[] {
  const seen = new Map<string, ProductImageFile>();
  for (const p of products) {
    const blobName = productImageName(p.category, p.gimProductLine);
    if (!seen.has(blobName)) seen.set(blobName, { blobName, contentType: 'image/png', bytes: productIllustration(p.category, p.gimProductLine) });
  }
  return [...seen.values()];
}
