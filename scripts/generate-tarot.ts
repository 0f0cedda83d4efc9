/**
 * Draws the 22 major arcana of the free question's answer: one SVG card per arcanum,
 * a simple motif that names the card at a glance, its number in Roman numerals at the
 * top and its name at the bottom, in the Marseille deck's manner.
 *
 *   npx tsx scripts/generate-tarot.ts
 *
 * Output: server/public/images/tarot/<slug>.svg, served by the server under /images/tarot/
 * (server/static.ts), the path each drawn card of an answer carries (server/oracle/tarot.ts).
 * Same script, same files. Licence of the output: CC0-1.0 (see the folder's LICENSE.md).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAJOR_ARCANA, romanNumeral, tarotImagePath } from '../server/oracle/tarot';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const INK = '#2a1c3f';
const GOLD = '#e8c15a';
const RED = '#b8432f';
const BLUE = '#2f5fa0';
const SKIN = '#f1d2b4';
const PAPER = '#fbf3df';

/** A simple figure: head, robe (a trapezoid) in a colour, centred on x. */
function figure(x: number, y: number, robe: string, scale = 1): string {
  const s = (n: number) => Math.round(n * scale * 10) / 10;
  return `<circle cx="${x}" cy="${y}" r="${s(11)}" fill="${SKIN}" stroke="${INK}" stroke-width="2"/>` +
    `<path d="M${x - s(10)} ${y + s(12)}h${s(20)}l${s(12)} ${s(62)}h${s(-44)}z" fill="${robe}" stroke="${INK}" stroke-width="2"/>`;
}

function star(cx: number, cy: number, r: number, fill = GOLD): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${Math.round((cx + radius * Math.cos(angle)) * 10) / 10},${Math.round((cy + radius * Math.sin(angle)) * 10) / 10}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="${INK}" stroke-width="1.5"/>`;
}

function sun(cx: number, cy: number, r: number): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (Math.PI / 6) * i;
    const f = (n: number) => Math.round(n * 10) / 10;
    return `M${f(cx + Math.cos(a) * (r + 4))} ${f(cy + Math.sin(a) * (r + 4))}L${f(cx + Math.cos(a) * (r + 16))} ${f(cy + Math.sin(a) * (r + 16))}`;
  }).join('');
  return `<path d="${rays}" stroke="${GOLD}" stroke-width="4" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${GOLD}" stroke="${INK}" stroke-width="2"/>`;
}

/** The motif of each arcanum, in a 160 x 190 field whose top left is (20, 45). By number. */
const MOTIFS: readonly string[] = [
  // 0 Le Mat: a wanderer with his bundle on a stick, and a dog.
  `${figure(90, 95, RED)}<path d="M100 110l40-40" stroke="${INK}" stroke-width="3"/><circle cx="142" cy="66" r="10" fill="${BLUE}" stroke="${INK}" stroke-width="2"/><path d="M40 200c8-14 22-14 28 0" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><path d="M30 215h150" stroke="${INK}" stroke-width="2"/>`,
  // I Le Bateleur: the magician behind his table, wand raised.
  `${figure(100, 85, BLUE)}<path d="M112 100l26-34" stroke="${INK}" stroke-width="3"/><path d="M135 60l6 8" stroke="${GOLD}" stroke-width="4"/><rect x="40" y="160" width="120" height="14" fill="${RED}" stroke="${INK}" stroke-width="2"/><path d="M50 174v36M150 174v36" stroke="${INK}" stroke-width="3"/><circle cx="70" cy="153" r="6" fill="${GOLD}" stroke="${INK}"/><rect x="92" y="146" width="14" height="14" fill="${BLUE}" stroke="${INK}"/><path d="M124 160l8-14 8 14z" fill="${GOLD}" stroke="${INK}"/>`,
  // II La Papesse: a seated figure holding an open book.
  `${figure(100, 80, BLUE, 1.1)}<path d="M86 78q14-26 28 0" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><rect x="72" y="130" width="56" height="36" fill="${PAPER}" stroke="${INK}" stroke-width="2"/><path d="M100 130v36M80 140h14M80 150h14M106 140h14M106 150h14" stroke="${INK}" stroke-width="1.5"/>`,
  // III L'Impératrice: a crowned figure with a shield bearing an eagle and a sceptre.
  `${figure(100, 85, RED, 1.1)}<path d="M88 70l4-12 8 8 8-8 4 12z" fill="${GOLD}" stroke="${INK}" stroke-width="1.5"/><path d="M60 130h34v30q-17 16-34 0z" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><path d="M68 142l9 6 9-6-9 10z" fill="${INK}"/><path d="M132 170v-70" stroke="${INK}" stroke-width="3"/><circle cx="132" cy="96" r="7" fill="${GOLD}" stroke="${INK}"/>`,
  // IV L'Empereur: a throne seen from the side and a sceptre with an orb.
  `<rect x="56" y="120" width="70" height="80" fill="${RED}" stroke="${INK}" stroke-width="2"/><rect x="56" y="70" width="16" height="60" fill="${RED}" stroke="${INK}" stroke-width="2"/>${figure(100, 92, BLUE)}<path d="M140 200v-100" stroke="${INK}" stroke-width="3"/><circle cx="140" cy="94" r="9" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><path d="M134 94h12M140 88v12" stroke="${INK}"/>`,
  // V Le Pape: the triple cross and two disciples.
  `${figure(100, 80, RED, 1.1)}<path d="M136 190v-120M126 84h20M122 96h28M118 108h36" stroke="${GOLD}" stroke-width="4"/><circle cx="60" cy="182" r="9" fill="${SKIN}" stroke="${INK}" stroke-width="2"/><circle cx="84" cy="186" r="9" fill="${SKIN}" stroke="${INK}" stroke-width="2"/>`,
  // VI L'Amoureux: a figure between two others, Cupid's arrow above.
  `${figure(100, 120, GOLD, 0.8)}${figure(58, 124, RED, 0.8)}${figure(142, 124, BLUE, 0.8)}<circle cx="100" cy="62" r="12" fill="${SKIN}" stroke="${INK}" stroke-width="2"/><path d="M76 62q24-22 48 0" fill="none" stroke="${INK}" stroke-width="2"/><path d="M100 76l-10 28" stroke="${INK}" stroke-width="2"/><path d="M86 100l4 8 6-6z" fill="${RED}"/>`,
  // VII Le Chariot: the chariot's box, its canopy and two wheels.
  `<path d="M50 80h100l-8 14H58z" fill="${BLUE}" stroke="${INK}" stroke-width="2"/><path d="M60 94v36M140 94v36" stroke="${GOLD}" stroke-width="4"/>${figure(100, 106, RED, 0.7)}<rect x="50" y="140" width="100" height="44" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><circle cx="62" cy="196" r="16" fill="${PAPER}" stroke="${INK}" stroke-width="3"/><circle cx="138" cy="196" r="16" fill="${PAPER}" stroke="${INK}" stroke-width="3"/><path d="M62 182v28M48 196h28M138 182v28M124 196h28" stroke="${INK}" stroke-width="2"/>`,
  // VIII La Justice: scales and an upright sword.
  `<path d="M100 60v140" stroke="${INK}" stroke-width="4"/><path d="M94 60l6-16 6 16z" fill="${GOLD}" stroke="${INK}"/><path d="M40 100h120" stroke="${INK}" stroke-width="3"/><path d="M48 100l-14 40M48 100l14 40M152 100l-14 40M152 100l14 40" stroke="${INK}" stroke-width="1.5"/><path d="M30 140h36q-18 18-36 0zM134 140h36q-18 18-36 0z" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><rect x="80" y="196" width="40" height="10" fill="${RED}" stroke="${INK}"/>`,
  // IX L'Ermite: a hooded walker with a lantern and a staff.
  `<path d="M90 66q14-14 28 0l16 130H70z" fill="${BLUE}" stroke="${INK}" stroke-width="2"/><circle cx="104" cy="82" r="9" fill="${SKIN}" stroke="${INK}" stroke-width="2"/><path d="M60 100v110" stroke="${INK}" stroke-width="3"/><path d="M136 96h16v22h-16z" fill="${GOLD}" stroke="${INK}" stroke-width="2"/>${star(144, 107, 6, PAPER)}<path d="M124 110h12" stroke="${INK}" stroke-width="2"/>`,
  // X La Roue de Fortune: a wheel with spokes on its stand and a crank.
  `<circle cx="100" cy="120" r="52" fill="${PAPER}" stroke="${INK}" stroke-width="4"/><circle cx="100" cy="120" r="10" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><path d="M100 68v104M48 120h104M63 83l74 74M137 83l-74 74" stroke="${INK}" stroke-width="2"/><path d="M70 210l30-38 30 38z" fill="${RED}" stroke="${INK}" stroke-width="2"/><path d="M152 120h18v16" stroke="${INK}" stroke-width="3" fill="none"/>`,
  // XI La Force: a figure under a wide hat, calmly holding a lion's jaws.
  `${figure(100, 80, BLUE)}<path d="M76 70q24-20 48 0" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><circle cx="86" cy="170" r="30" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><circle cx="86" cy="170" r="16" fill="#d9a441" stroke="${INK}" stroke-width="1.5"/><circle cx="80" cy="166" r="2" fill="${INK}"/><circle cx="92" cy="166" r="2" fill="${INK}"/><path d="M78 178q8 6 16 0" stroke="${INK}" stroke-width="2" fill="none"/>`,
  // XII Le Pendu: a figure hanging by one foot from a beam between two trees.
  `<path d="M40 60h120" stroke="${GOLD}" stroke-width="6"/><path d="M40 60v150M160 60v150" stroke="#5d8a3a" stroke-width="6"/><path d="M100 60v24" stroke="${INK}" stroke-width="2"/><path d="M90 84h20l10 60H80z" fill="${BLUE}" stroke="${INK}" stroke-width="2"/><circle cx="100" cy="156" r="11" fill="${SKIN}" stroke="${INK}" stroke-width="2"/>`,
  // XIII L'Arcane sans nom: a scythe over the ground.
  `<path d="M70 206l56-150" stroke="${INK}" stroke-width="5" stroke-linecap="round"/><path d="M126 56q-60-6-90 40q40-28 86-26z" fill="#c9ccd6" stroke="${INK}" stroke-width="2"/><path d="M30 206h140" stroke="${INK}" stroke-width="3"/><path d="M50 206l6-12 6 12M140 206l6-12 6 12" stroke="#5d8a3a" stroke-width="3" fill="none"/>`,
  // XIV Tempérance: a winged figure pouring water between two vases.
  `<path d="M90 96q-50-20-60 40q30-10 56-20zM110 96q50-20 60 40q-30-10-56-20z" fill="${PAPER}" stroke="${INK}" stroke-width="2"/>${figure(100, 80, RED)}<path d="M56 110h22v26H56zM122 150h22v26h-22z" fill="${BLUE}" stroke="${INK}" stroke-width="2"/><path d="M78 118q30 10 44 32" stroke="#6fb0e0" stroke-width="5" fill="none"/>`,
  // XV Le Diable: a horned head with bat wings, two small figures bound below.
  `<path d="M70 100q-40-30-50 20 20-10 50 0zM130 100q40-30 50 20-20-10-50 0z" fill="${RED}" stroke="${INK}" stroke-width="2"/><circle cx="100" cy="96" r="26" fill="${RED}" stroke="${INK}" stroke-width="2"/><path d="M82 76l-8-22 16 14M118 76l8-22-16 14" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><circle cx="90" cy="92" r="4" fill="${GOLD}"/><circle cx="110" cy="92" r="4" fill="${GOLD}"/><path d="M90 110q10 6 20 0" stroke="${INK}" stroke-width="2" fill="none"/><rect x="84" y="140" width="32" height="14" fill="${GOLD}" stroke="${INK}"/>${figure(66, 168, BLUE, 0.5)}${figure(134, 168, BLUE, 0.5)}<path d="M74 172l26-18 26 18" stroke="${INK}" stroke-width="1.5" fill="none"/>`,
  // XVI La Maison Dieu: a tower struck by lightning, its crown flying off.
  `<rect x="74" y="96" width="52" height="110" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><path d="M74 96l-6-16h64l-6 16z" fill="${RED}" stroke="${INK}" stroke-width="2"/><rect x="92" y="170" width="16" height="36" fill="${INK}"/><rect x="86" y="120" width="10" height="14" fill="${INK}"/><path d="M160 44l-30 34 14 4-26 28" stroke="${RED}" stroke-width="5" fill="none" stroke-linejoin="round"/><path d="M110 70l12-18 10 8z" fill="${RED}" stroke="${INK}"/>`,
  // XVII L'Étoile: a great star over seven small ones, water below.
  `${star(100, 96, 38)}${[[44, 60], [156, 60], [40, 130], [160, 130], [70, 160], [130, 160], [100, 40]].map(([x, y]) => star(x!, y!, 9)).join('')}<path d="M30 196q20-10 40 0t40 0 40 0 40 0" stroke="${BLUE}" stroke-width="4" fill="none"/><path d="M30 212q20-10 40 0t40 0 40 0 40 0" stroke="${BLUE}" stroke-width="4" fill="none"/>`,
  // XVIII La Lune: a crescent face over two towers, a crayfish in the pool.
  `<circle cx="100" cy="84" r="34" fill="${PAPER}" stroke="${INK}" stroke-width="2"/><path d="M112 54a32 32 0 1 0 0 60 24 24 0 0 1 0-60z" fill="#9fb6d8" stroke="${INK}" stroke-width="2"/><rect x="30" y="120" width="24" height="60" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><rect x="146" y="120" width="24" height="60" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><path d="M40 196h120v18H40z" fill="${BLUE}" stroke="${INK}" stroke-width="2"/><ellipse cx="100" cy="202" rx="14" ry="7" fill="${RED}" stroke="${INK}"/><path d="M88 198l-8-8M112 198l8-8" stroke="${RED}" stroke-width="3"/>`,
  // XIX Le Soleil: a radiant sun over two children by a wall.
  `${sun(100, 88, 30)}${figure(72, 150, BLUE, 0.6)}${figure(128, 150, RED, 0.6)}<path d="M30 196h140v16H30z" fill="${GOLD}" stroke="${INK}" stroke-width="2"/><path d="M50 196v16M80 196v16M110 196v16M140 196v16" stroke="${INK}"/>`,
  // XX Le Jugement: an angel's trumpet from a cloud, a figure rising.
  `<path d="M40 80q10-24 34-14 10-20 34-8 24-10 34 12 20 4 18 22H42q-18-2-2-12z" fill="${PAPER}" stroke="${INK}" stroke-width="2"/><path d="M96 96l40 40" stroke="${GOLD}" stroke-width="6" stroke-linecap="round"/><path d="M130 130l18 6-6 18z" fill="${GOLD}" stroke="${INK}"/><path d="M60 206h80v-22H60z" fill="#5d8a3a" stroke="${INK}" stroke-width="2"/>${figure(100, 150, BLUE, 0.6)}`,
  // XXI Le Monde: a dancing figure inside an oval laurel wreath.
  `<ellipse cx="100" cy="128" rx="52" ry="72" fill="none" stroke="#5d8a3a" stroke-width="8"/><ellipse cx="100" cy="128" rx="52" ry="72" fill="none" stroke="${GOLD}" stroke-width="2" stroke-dasharray="6 8"/>${figure(100, 92, BLUE, 0.9)}<path d="M86 170l-14 20M112 170l14 16" stroke="${INK}" stroke-width="3"/>${star(36, 60, 8)}${star(164, 60, 8)}${star(36, 200, 8)}${star(164, 200, 8)}`,
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The whole card: frame, Roman numeral, motif, name. 200 x 320. */
function card(number: number, name: string): string {
  const motif = MOTIFS[number];
  if (motif === undefined) throw new Error(`Pas de dessin pour l'arcane ${number}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 320" width="200" height="320" role="img" aria-label="${escapeXml(name)}">
<rect x="2" y="2" width="196" height="316" rx="14" fill="${PAPER}" stroke="${GOLD}" stroke-width="4"/>
<rect x="12" y="12" width="176" height="296" rx="8" fill="none" stroke="${INK}" stroke-width="1.5"/>
<text x="100" y="38" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="20" font-weight="700" fill="${INK}">${romanNumeral(number)}</text>
<g transform="translate(0 20)">${motif}</g>
<rect x="20" y="262" width="160" height="36" rx="6" fill="${INK}"/>
<text x="100" y="286" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${name.length > 15 ? 13 : 16}" fill="${GOLD}">${escapeXml(name)}</text>
</svg>
`;
}

for (const arcanum of MAJOR_ARCANA) {
  const file = join(ROOT, 'server/public', tarotImagePath(arcanum.slug));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, card(arcanum.number, arcanum.name));
}
console.log(`${MAJOR_ARCANA.length} arcanes dessinés dans server/public/images/tarot/`);
