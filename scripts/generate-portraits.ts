/**
 * Draws the advisors' portraits: one small stylised SVG bust per advisor of the
 * seed catalogue that has a photo, plus a neutral placeholder.
 *
 *   npx tsx scripts/generate-portraits.ts
 *
 * Output: server/public/images/voyants/<slug>.svg and placeholder.svg.
 * Everything (skin tone, hair colour and style, clothing, sky, stars) is derived
 * deterministically from the slug, so running the script again gives the same files.
 * Licence of the output: CC0-1.0 (see server/public/images/voyants/LICENSE.md).
 *
 * The looping videos (server/public/videos/voyants/<slug>.webm) are made by
 * scripts/generate-video.sh with Debian's ffmpeg, from lavfi sources only:
 *
 *   ffmpeg -y -f lavfi -i "color=c=black:s=320x400:r=20:d=4,format=gbrp,geq=r='<expr>':g='<expr>':b='<expr>'" \
 *     -c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 42 -row-mt 1 -an <slug>.webm
 *
 * (the full geq expressions are in that script).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SEED_ADVISORS } from '../server/catalogue/seed-advisors';
import { slugify } from '../contract/domain';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = join(ROOT, 'server/public/images/voyants');

/** First names read as masculine: their portraits use short hair styles and may get a beard. */
const MASCULINE = new Set([
  'loic', 'lucien', 'bastien', 'armand', 'aurelien', 'mathis', 'raphael', 'tristan', 'noel',
  'clement', 'benoit', 'gaspard', 'romain', 'maxence', 'joel', 'sylvain', 'timothee',
]);

const SKINS = ['#f6d7c3', '#eec1a2', '#e0ac86', '#c68d63', '#a56c47', '#7d4e33', '#5c3a26'];
const HAIRS = ['#1f1612', '#3b2418', '#5a3520', '#8a5a30', '#b7834a', '#d9b46a', '#7a2f1c', '#9a9a9a'];
const CLOTHES = ['#6b2d5c', '#2d3f7a', '#1f5f5b', '#7a2e3a', '#4b3a7a', '#2f5a2f', '#8a5a1f', '#3a3a4a'];
const SKIES: ReadonlyArray<readonly [string, string]> = [
  ['#0b1026', '#2b1a4d'],
  ['#0a1430', '#1d3557'],
  ['#120c24', '#3d1f4f'],
  ['#081a22', '#1f3b4d'],
];
const GOLD = '#e8c15a';

/** FNV-1a 32-bit hash, then a small xorshift generator seeded with it. */
function rng(seed: string): () => number {
  let h = 0x811c9dc5;
  for (const ch of seed) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  let x = h || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x / 0x100000000;
  };
}

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)] as T;
}

/** A four-pointed gold sparkle centred on (x, y). */
function sparkle(x: number, y: number, r: number): string {
  const q = r / 4;
  const f = (n: number) => Math.round(n * 10) / 10;
  return `<path d="M${f(x)} ${f(y - r)}L${f(x + q)} ${f(y - q)}L${f(x + r)} ${f(y)}L${f(x + q)} ${f(y + q)}L${f(x)} ${f(y + r)}L${f(x - q)} ${f(y + q)}L${f(x - r)} ${f(y)}L${f(x - q)} ${f(y - q)}Z"/>`;
}

/** Stars kept to the sky around the head (away from the face and body). */
function stars(rand: () => number): string {
  const out: string[] = [];
  let guard = 0;
  while (out.length < 9 && guard++ < 200) {
    const x = 20 + rand() * 360;
    const y = 20 + rand() * 300;
    if (x > 105 && x < 295 && y > 90) continue; // behind the head
    const big = out.length < 4;
    out.push(big ? sparkle(x, y, 6 + rand() * 6) : `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${(1 + rand() * 1.5).toFixed(1)}"/>`);
  }
  return `<g fill="${GOLD}" opacity=".9">${out.join('')}</g>`;
}

type HairStyle = { back: string; front: string };

/** Hair drawn behind the head (long styles) and over the top of it. Head: ellipse (200, 228) 70 x 86. */
const FEMININE_HAIR: readonly HairStyle[] = [
  {
    // long and straight, side parting
    back: 'M124 220C116 140 160 112 202 112C246 112 290 142 278 222L292 372C250 392 150 392 108 372Z',
    front: 'M128 232C122 166 156 134 202 134C248 134 280 166 272 232C262 196 242 170 214 160C190 184 156 196 128 232Z',
  },
  {
    // bob
    back: 'M120 230C112 146 158 116 200 116C242 116 288 146 280 230L284 300C262 312 240 306 232 296L168 296C160 306 138 312 116 300Z',
    front: 'M126 236C120 164 158 132 200 132C242 132 280 164 274 236C266 200 250 178 230 166C210 178 176 180 160 168C146 182 132 204 126 236Z',
  },
  {
    // bun
    back: 'M160 128C160 96 240 96 240 128C240 150 160 150 160 128Z',
    front: 'M130 226C126 166 160 138 200 138C240 138 274 166 270 226C262 196 246 174 200 170C158 174 138 196 130 226Z',
  },
  {
    // long waves
    back: 'M122 222C110 140 158 110 200 110C242 110 292 140 280 222C300 260 282 290 296 330C304 356 286 378 262 382L138 382C114 378 96 356 104 330C118 290 100 260 122 222Z',
    front: 'M128 236C120 162 160 132 200 132C240 132 282 162 272 236C264 204 252 184 236 172C222 190 196 196 182 180C164 196 140 206 128 236Z',
  },
];

const MASCULINE_HAIR: readonly HairStyle[] = [
  {
    // short, side parting
    back: '',
    front: 'M130 224C124 160 160 130 204 130C248 130 280 160 272 224C266 196 258 182 248 174C222 186 178 186 150 176C140 188 134 204 130 224Z',
  },
  {
    // curly crop
    back: '',
    front: 'M132 220C118 196 130 150 160 140C172 122 200 118 220 126C246 124 272 146 272 174C282 190 276 210 270 222C262 196 250 182 236 178C214 186 184 186 164 178C148 186 138 202 132 220Z',
  },
  {
    // swept back
    back: '',
    front: 'M130 214C128 156 164 128 202 128C244 128 276 156 270 214C264 188 254 170 238 160C214 152 186 152 162 160C146 170 136 188 130 214Z',
  },
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function portrait(firstName: string, slug: string): string {
  const rand = rng(slug);
  const masculine = MASCULINE.has(slug);
  const skin = pick(rand, SKINS);
  const hair = pick(rand, HAIRS);
  const cloth = pick(rand, CLOTHES);
  const sky = pick(rand, SKIES);
  const style = pick(rand, masculine ? MASCULINE_HAIR : FEMININE_HAIR);
  const beard = masculine && rand() < 0.4;
  const pendant = !masculine && rand() < 0.6;
  const starField = stars(rand);

  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(firstName)}</title>`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`,
    `<radialGradient id="h" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff3c4" stop-opacity=".22"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="400" height="500" fill="url(#s)"/>`,
    `<circle cx="200" cy="230" r="190" fill="url(#h)"/>`,
    starField,
    style.back ? `<path d="${style.back}" fill="${hair}"/>` : '',
    // shoulders and neck
    `<path d="M40 500C44 412 100 366 168 354L232 354C300 366 356 412 360 500Z" fill="${cloth}"/>`,
    `<path d="M172 290L228 290L230 354C216 374 184 374 170 354Z" fill="${skin}"/>`,
    `<path d="M170 354C184 374 216 374 230 354" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="4"/>`,
    pendant ? `<path d="M168 358Q200 404 232 358" fill="none" stroke="${GOLD}" stroke-width="2"/><circle cx="200" cy="388" r="6" fill="${GOLD}"/>` : '',
    // ears, head
    `<ellipse cx="131" cy="236" rx="11" ry="17" fill="${skin}"/><ellipse cx="269" cy="236" rx="11" ry="17" fill="${skin}"/>`,
    `<ellipse cx="200" cy="228" rx="70" ry="86" fill="${skin}"/>`,
    beard ? `<path d="M134 250C140 320 176 316 200 316C224 316 260 320 266 250C256 286 236 296 200 296C164 296 144 286 134 250Z" fill="${hair}"/>` : '',
    // face
    `<g fill="none" stroke="${hair}" stroke-width="4" stroke-linecap="round"><path d="M160 204Q174 196 186 203"/><path d="M214 203Q226 196 240 204"/></g>`,
    `<g fill="#2a1d18"><ellipse cx="173" cy="224" rx="6" ry="7"/><ellipse cx="227" cy="224" rx="6" ry="7"/></g>`,
    `<g fill="#fff" opacity=".7"><circle cx="175" cy="222" r="2"/><circle cx="229" cy="222" r="2"/></g>`,
    `<path d="M200 234L194 258Q200 262 206 259" fill="none" stroke="#000" stroke-opacity=".22" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M182 278Q200 290 218 278" fill="none" stroke="#8c3b3b" stroke-width="4" stroke-linecap="round"/>`,
    `<g fill="#e0707a" opacity=".18"><circle cx="160" cy="260" r="11"/><circle cx="240" cy="260" r="11"/></g>`,
    `<path d="${style.front}" fill="${hair}"/>`,
    `</svg>`,
  ];
  return parts.filter(Boolean).join('\n') + '\n';
}

function placeholder(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="400" height="500" role="img" aria-labelledby="t">`,
    `<title id="t">Voyant</title>`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1f33"/><stop offset="1" stop-color="#34384f"/></linearGradient></defs>`,
    `<rect width="400" height="500" fill="url(#s)"/>`,
    `<g fill="${GOLD}" opacity=".6">${sparkle(70, 80, 9)}${sparkle(330, 120, 7)}${sparkle(320, 330, 5)}<circle cx="90" cy="300" r="2"/><circle cx="60" cy="190" r="1.5"/></g>`,
    `<g fill="#8a8fa8"><path d="M40 500C44 412 100 366 168 354L232 354C300 366 356 412 360 500Z"/><path d="M172 290L228 290L230 354L170 354Z"/><ellipse cx="200" cy="228" rx="70" ry="86"/></g>`,
    `</svg>`,
  ].join('\n') + '\n';
}

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  let count = 0;
  for (const advisor of SEED_ADVISORS) {
    if (!advisor.photo) continue;
    const slug = slugify(advisor.firstName);
    const file = join(ROOT, 'server/public', advisor.photo);
    if (file !== join(OUT_DIR, `${slug}.svg`)) {
      throw new Error(`${advisor.firstName}: photo ${advisor.photo} is not images/voyants/${slug}.svg`);
    }
    writeFileSync(file, portrait(advisor.firstName, slug));
    count++;
  }
  writeFileSync(join(OUT_DIR, 'placeholder.svg'), placeholder());
  console.log(`${count} portraits and placeholder.svg written to ${OUT_DIR}`);
  const withVideo = SEED_ADVISORS.filter((a) => a.video).map((a) => slugify(a.firstName));
  if (withVideo.length > 0) {
    console.log(`Videos: run  sh scripts/generate-video.sh ${withVideo.join(' ')}`);
  }
}

main();
