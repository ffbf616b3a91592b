import type { Insertable, Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database, DrawStylesTable } from '../db/schema';
import type { FileStorage } from '../storage/files';

/** Thumbnails are square, this many pixels a side. */
const SIZE = 240;

/** A style: its name, the words it adds to the prompt, and an SVG composition (240×240) that suggests it. */
interface StyleRecipe {
  id: number;
  name: string;
  suffix: string;
  svg: string;
}

const svg = (body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 240 240"><defs>${defs}</defs>${body}</svg>`;

// Deterministic scatter, so every start draws the same pictures.
function* points(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2147483648;
    yield x / 2147483648;
  }
}
function take(seed: number, count: number): number[] {
  const out: number[] = [];
  const source = points(seed);
  for (let i = 0; i < count; i++) out.push(source.next().value as number);
  return out;
}

function oilStrokes(): string {
  const r = take(7, 240);
  const palette = ['#c8553d', '#f28f3b', '#ffd5c2', '#588b8b', '#2d3047', '#e4b363'];
  let strokes = '';
  for (let i = 0; i < 60; i++) {
    const [x, y, a, c] = [r[i * 4] ?? 0, r[i * 4 + 1] ?? 0, r[i * 4 + 2] ?? 0, r[i * 4 + 3] ?? 0];
    const colour = palette[Math.floor(c * palette.length)] ?? '#c8553d';
    strokes += `<rect x="${Math.round(x * 220)}" y="${Math.round(y * 220)}" width="46" height="14" rx="7" fill="${colour}" opacity="0.85" transform="rotate(${Math.round(a * 80 - 40)} ${Math.round(x * 220 + 23)} ${Math.round(y * 220 + 7)})"/>`;
  }
  return strokes;
}

function pixelLandscape(): string {
  const cell = 15;
  let cells = '';
  const r = take(11, 16);
  const groundOf = (col: number) => 9 + Math.floor((r[col] ?? 0) * 3);
  for (let col = 0; col < 16; col++) {
    const ground = groundOf(col);
    for (let row = 0; row < 16; row++) {
      let fill = row < 4 ? '#5b6ee1' : '#7e8ff0';
      if (row >= ground) fill = row === ground ? '#6abe30' : row < 14 ? '#8f563b' : '#663931';
      if (col >= 11 && col <= 13 && row >= 1 && row <= 3) fill = '#fbf236';
      cells += `<rect x="${col * cell}" y="${row * cell}" width="${cell}" height="${cell}" fill="${fill}"/>`;
    }
  }
  // A little character standing on the ground.
  const feet = groundOf(4) * cell;
  cells += `<rect x="60" y="${feet - 30}" width="15" height="15" fill="#d95763"/><rect x="60" y="${feet - 15}" width="15" height="15" fill="#222034"/>`;
  return cells;
}

function neonGrid(): string {
  let lines = '';
  for (let i = 0; i <= 12; i++) {
    const x = i * 20;
    lines += `<line x1="120" y1="150" x2="${x * 3 - 240}" y2="240" stroke="#ff2a6d" stroke-width="1.2" opacity="0.8"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const y = 150 + i * i * 3 + i * 4;
    lines += `<line x1="0" y1="${y}" x2="240" y2="${y}" stroke="#ff2a6d" stroke-width="1.2" opacity="0.8"/>`;
  }
  const r = take(3, 24);
  let city = '';
  for (let i = 0; i < 12; i++) {
    const h = 40 + Math.round((r[i] ?? 0) * 70);
    city += `<rect x="${i * 20}" y="${150 - h}" width="18" height="${h}" fill="#1a1033" stroke="${i % 2 ? '#05d9e8' : '#d1f7ff'}" stroke-width="1"/>`;
    for (let w = 0; w < h / 14 - 1; w++)
      if ((r[(i + w) % 24] ?? 0) > 0.4)
        city += `<rect x="${i * 20 + 5}" y="${150 - h + 8 + w * 14}" width="8" height="4" fill="#f9c80e"/>`;
  }
  return city + lines;
}

export const DRAW_STYLES: readonly StyleRecipe[] = [
  {
    id: 1,
    name: '写实摄影',
    suffix: '写实摄影风格，真实光影，细节丰富，超高清，专业单反拍摄',
    svg: svg(
      `<rect width="240" height="240" fill="url(#sky)"/><circle cx="170" cy="80" r="26" fill="#fff4d6"/>
<path d="M0 170 L60 110 L100 150 L150 90 L240 170 L240 240 L0 240Z" fill="#4a5a6a"/>
<path d="M0 200 Q60 170 120 195 T240 190 L240 240 L0 240Z" fill="#2f3b2f"/><rect width="240" height="240" fill="url(#vignette)"/>`,
      `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="0.6" stop-color="#f9d9a8"/><stop offset="1" stop-color="#8fb3c9"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>`,
    ),
  },
  {
    id: 2,
    name: '动漫',
    suffix: '日系动漫风格，赛璐璐上色，线条干净，色彩明快，精致二次元插画',
    svg: svg(
      `<rect width="240" height="240" fill="url(#anime)"/>
<path d="M0 180 Q70 140 130 175 T240 165 L240 240 L0 240Z" fill="#7bd389" stroke="#2b2d42" stroke-width="3"/>
<path d="M0 205 Q80 185 150 205 T240 200 L240 240 L0 240Z" fill="#4caf6e" stroke="#2b2d42" stroke-width="3"/>
<g fill="#fff" stroke="#2b2d42" stroke-width="2"><path d="M60 60 l8 20 20 8 -20 8 -8 20 -8 -20 -20 -8 20 -8z"/><path d="M180 40 l5 12 12 5 -12 5 -5 12 -5 -12 -12 -5 12 -5z"/></g>
<circle cx="160" cy="110" r="22" fill="#ffe066" stroke="#2b2d42" stroke-width="3"/>`,
      `<linearGradient id="anime" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ecae6"/><stop offset="1" stop-color="#ffc8dd"/></linearGradient>`,
    ),
  },
  {
    id: 3,
    name: '水彩',
    suffix: '水彩画风格，柔和晕染，水痕与纸张纹理，清新淡雅',
    svg: svg(
      `<rect width="240" height="240" fill="#fbf7ef"/><g filter="url(#bleed)" opacity="0.75">
<circle cx="80" cy="90" r="55" fill="#7fb7e6"/><circle cx="155" cy="120" r="60" fill="#f4a6b8"/><circle cx="110" cy="165" r="50" fill="#f7d07a"/></g>
<rect width="240" height="240" filter="url(#paper)" opacity="0.18"/>`,
      `<filter id="bleed" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.035" numOctaves="3" seed="4"/><feDisplacementMap in="SourceGraphic" scale="26"/><feGaussianBlur stdDeviation="3"/></filter>
<filter id="paper"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="2"/><feColorMatrix type="saturate" values="0"/></filter>`,
    ),
  },
  {
    id: 4,
    name: '油画',
    suffix: '古典油画风格，厚涂笔触，浓郁色彩，画布肌理',
    svg: svg(
      `<rect width="240" height="240" fill="#3d2c2e"/><g filter="url(#impasto)">${oilStrokes()}</g>`,
      `<filter id="impasto"><feTurbulence type="turbulence" baseFrequency="0.05" numOctaves="2" seed="9"/><feDisplacementMap in="SourceGraphic" scale="8"/></filter>`,
    ),
  },
  {
    id: 5,
    name: '国风水墨',
    suffix: '中国传统水墨画风格，墨色浓淡相宜，留白，意境悠远',
    svg: svg(
      `<rect width="240" height="240" fill="#f3ecdc"/><g filter="url(#ink)">
<path d="M-10 200 L40 120 L70 160 L120 70 L170 150 L200 115 L250 200Z" fill="#3a3a3a" opacity="0.35"/>
<path d="M-10 220 L50 150 L90 190 L140 130 L200 200 L250 180 L250 240 L-10 240Z" fill="#1c1c1c" opacity="0.8"/></g>
<path d="M30 60 Q90 50 140 66" stroke="#222" stroke-width="2" fill="none" opacity="0.6"/><circle cx="180" cy="55" r="16" fill="#d9d2c0"/>
<rect x="196" y="196" width="22" height="22" rx="2" fill="#b22222"/><path d="M201 202 h12 M207 202 v11 M201 213 h12" stroke="#f3ecdc" stroke-width="2"/>`,
      `<filter id="ink" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="3" seed="5"/><feDisplacementMap in="SourceGraphic" scale="14"/><feGaussianBlur stdDeviation="1.5"/></filter>`,
    ),
  },
  {
    id: 6,
    name: '赛博朋克',
    suffix: '赛博朋克风格，霓虹灯光，未来都市夜景，高对比，电影感',
    svg: svg(
      `<rect width="240" height="240" fill="url(#night)"/><circle cx="120" cy="95" r="45" fill="url(#sun)"/>${neonGrid()}`,
      `<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0221"/><stop offset="0.6" stop-color="#2d0b4e"/><stop offset="1" stop-color="#0b0221"/></linearGradient>
<linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9c80e"/><stop offset="1" stop-color="#ff2a6d"/></linearGradient>`,
    ),
  },
  {
    id: 7,
    name: '3D卡通',
    suffix: '3D卡通风格，皮克斯质感，柔和光照，圆润可爱的造型，C4D渲染',
    svg: svg(
      `<rect width="240" height="240" fill="url(#studio)"/><ellipse cx="120" cy="195" rx="70" ry="14" fill="#000" opacity="0.18"/>
<circle cx="120" cy="120" r="70" fill="url(#ball)"/><ellipse cx="95" cy="88" rx="20" ry="12" fill="#fff" opacity="0.7"/>
<circle cx="100" cy="125" r="8" fill="#2b2d42"/><circle cx="140" cy="125" r="8" fill="#2b2d42"/><path d="M105 150 Q120 162 135 150" stroke="#2b2d42" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      `<linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cde7ff"/><stop offset="1" stop-color="#f5f0ff"/></linearGradient>
<radialGradient id="ball" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffd6a5"/><stop offset="0.6" stop-color="#ff9f68"/><stop offset="1" stop-color="#d9480f"/></radialGradient>`,
    ),
  },
  {
    id: 8,
    name: '像素风',
    suffix: '像素艺术风格，8-bit复古游戏画面，清晰的像素块，有限色板',
    svg: svg(pixelLandscape()),
  },
];

/** The style rows an empty `draw_styles` table starts with; each picture is served by `/media/draw/styles/<id>.webp`. */
export const drawStyleRows: Insertable<DrawStylesTable>[] = DRAW_STYLES.map((style, position) => ({
  id: style.id,
  name: style.name,
  pic: `/media/draw/styles/${style.id}.webp`,
  prompt_suffix: style.suffix,
  position,
}));

/** Where a style's thumbnail is kept in the drawing file storage. */
export const styleThumbnailKey = (id: number) => `styles/${id}.webp`;

/** One style's thumbnail: its SVG composition rendered by sharp to a small webp. */
export function renderStyleThumbnail(recipe: Pick<StyleRecipe, 'svg'>): Promise<Buffer> {
  return sharp(Buffer.from(recipe.svg)).webp({ quality: 82 }).toBuffer();
}

/** Renders the thumbnail of every seeded style that has none yet (first start, or a new style); returns how many. */
export async function seedDrawStyleThumbnails(
  db: Kysely<Database>,
  files: FileStorage,
  signal?: AbortSignal,
): Promise<number> {
  const rows = await db.selectFrom('draw_styles').select('id').execute();
  let made = 0;
  for (const { id } of rows) {
    // A server stopping mid-way leaves the rest for its next start.
    if (signal?.aborted) break;
    const recipe = DRAW_STYLES.find((style) => style.id === id);
    if (!recipe || (await files.exists(styleThumbnailKey(id)))) continue;
    await files.put(styleThumbnailKey(id), await renderStyleThumbnail(recipe));
    made += 1;
  }
  return made;
}
