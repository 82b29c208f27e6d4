// Demo photos drawn locally: an SVG scene (a hostel building or a room) rendered to JPEG by sharp,
// stored through the same Storage interface as uploads with the same WebP copies, with a File row
// each. No downloads.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../../api/src/core/storage/index.js';
import type { PrismaClient } from '../../api/src/core/db.js';
import { renderVariants, storeVariants } from '../../api/src/modules/files/variants.js';
import { createRandom, type Random } from './random.js';

export interface PhotoSpec {
  id: string;
  scene: 'building' | 'room';
  seed: number;
  storagePath: string;
  originalName: string;
}

const WIDTH = 960;
const HEIGHT = 640;
const hsl = (h: number, s: number, l: number) => `hsl(${h % 360},${s}%,${l}%)`;

function buildingSvg(r: Random): string {
  const hue = r.int(0, 359);
  const floors = r.int(2, 5);
  const cols = r.int(4, 8);
  const w = r.int(420, 680);
  const h = floors * 90 + 40;
  const x = (WIDTH - w) / 2;
  const y = 520 - h;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const lit = r.next() < 0.35 ? hsl(48, 90, 70) : hsl(205, 40, 35);
      windows.push(
        `<rect x="${x + 25 + (c * (w - 50)) / cols}" y="${y + 30 + f * 90}" width="${(w - 50) / cols - 18}" height="52" fill="${lit}" stroke="#fff" stroke-width="3"/>`,
      );
    }
  }
  const trees = Array.from({ length: r.int(2, 5) }, () => {
    const tx = r.pick([r.int(30, x - 20), r.int(x + w + 20, WIDTH - 30)]);
    return `<rect x="${tx - 6}" y="470" width="12" height="60" fill="#5b3a1e"/><circle cx="${tx}" cy="${450}" r="${r.int(30, 48)}" fill="${hsl(r.int(90, 140), 45, r.int(28, 40))}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(r.int(190, 215), 70, r.int(55, 70))}"/><stop offset="1" stop-color="${hsl(r.int(20, 45), 80, 85)}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#sky)"/>
<circle cx="${r.int(80, 880)}" cy="${r.int(60, 140)}" r="38" fill="${hsl(45, 95, 75)}"/>
<rect y="520" width="100%" height="120" fill="${hsl(r.int(80, 120), 35, 42)}"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${hsl(hue, r.int(25, 55), r.int(55, 75))}"/>
<polygon points="${x - 20},${y} ${x + w / 2},${y - r.int(40, 90)} ${x + w + 20},${y}" fill="${hsl(hue + 180, 40, 30)}"/>
${windows.join('')}
<rect x="${x + w / 2 - 30}" y="${520 - 80}" width="60" height="80" fill="${hsl(hue + 30, 50, 25)}"/>
${trees.join('')}
</svg>`;
}

function roomSvg(r: Random): string {
  const wall = hsl(r.int(0, 359), r.int(15, 45), r.int(70, 88));
  const beds = Array.from({ length: r.int(1, 3) }, (_, i) => {
    const bx = 80 + i * 280;
    const cover = hsl(r.int(0, 359), 60, 50);
    return `<rect x="${bx}" y="360" width="230" height="120" fill="#8a5a2b"/><rect x="${bx + 10}" y="330" width="210" height="60" fill="${cover}"/><rect x="${bx + 15}" y="315" width="70" height="30" rx="10" fill="#fafafa"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<rect width="100%" height="100%" fill="${wall}"/>
<rect y="470" width="100%" height="170" fill="${hsl(r.int(20, 40), 40, r.int(30, 50))}"/>
<rect x="${r.int(560, 700)}" y="90" width="200" height="160" fill="${hsl(200, 70, 75)}" stroke="#fff" stroke-width="10"/>
<rect x="${r.int(620, 760)}" y="300" width="150" height="20" fill="#6b4423"/><rect x="${r.int(650, 780)}" y="230" width="40" height="70" fill="${hsl(r.int(0, 359), 50, 45)}"/>
${beds.join('')}
</svg>`;
}

export async function renderPhoto(spec: PhotoSpec) {
  const r = createRandom(spec.seed);
  const svg = spec.scene === 'building' ? buildingSvg(r) : roomSvg(r);
  const bytes = await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: false }).toBuffer();
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Renders, stores and records the photos that have no File row yet (a re-run renders nothing). */
export async function ensurePhotos(
  prisma: PrismaClient,
  storage: Storage,
  specs: PhotoSpec[],
  uploaderId: string,
) {
  const existing = await prisma.file.findMany({
    where: { id: { in: specs.map((s) => s.id) } },
    select: { id: true },
  });
  const have = new Set(existing.map((f) => f.id));
  const missing = specs.filter((s) => !have.has(s.id));
  const rows = [];
  // A few at a time: sharp works on the libuv thread pool, more in flight only queues.
  for (let i = 0; i < missing.length; i += 8) {
    const batch = await Promise.all(
      missing.slice(i, i + 8).map(async (spec) => {
        const { bytes, sha256 } = await renderPhoto(spec);
        const { url } = await storage.put(spec.storagePath, bytes, { contentType: 'image/jpeg' });
        const variants = await storeVariants(storage, spec.storagePath, await renderVariants(bytes));
        return {
          id: spec.id,
          uploaderId,
          kind: 'IMAGE' as const,
          originalName: spec.originalName,
          storagePath: spec.storagePath,
          publicUrl: url,
          contentType: 'image/jpeg',
          size: bytes.length,
          sha256,
          width: WIDTH,
          height: HEIGHT,
          variants,
        };
      }),
    );
    rows.push(...batch);
  }
  if (rows.length) await prisma.file.createMany({ data: rows, skipDuplicates: true });
  return missing.length;
}
