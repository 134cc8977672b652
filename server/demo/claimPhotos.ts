import sharp from 'sharp';

/**
 * Photos for the claims of the demo and of the scale data: a drawing of a window with the defect
 * a dealer would photograph, marked in red, and a caption, made with sharp from SVG. Drawn rather
 * than shipped so that the repository holds no pictures and each claim's photo says what it shows.
 */
export const CLAIM_DEFECTS = ['crack', 'scratch', 'hinge', 'condensation', 'seal', 'dent'] as const;
export type ClaimDefect = (typeof CLAIM_DEFECTS)[number];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The window of every photo, on a 1200 × 900 canvas (scaled to the size asked for). */
const WINDOW = `
  <rect width="1200" height="900" fill="#e8e0d4"/>
  <rect x="0" y="760" width="1200" height="140" fill="#d6ccbd"/>
  <rect x="230" y="70" width="740" height="700" rx="6" fill="#f4f4f2" stroke="#9e9e9e" stroke-width="4"/>
  <rect x="270" y="110" width="320" height="620" fill="#fafafa" stroke="#8d8d8d" stroke-width="3"/>
  <rect x="610" y="110" width="320" height="620" fill="#fafafa" stroke="#8d8d8d" stroke-width="3"/>
  <rect x="300" y="140" width="260" height="560" fill="url(#glass)"/>
  <rect x="640" y="140" width="260" height="560" fill="url(#glass)"/>
  <rect x="574" y="390" width="12" height="70" rx="5" fill="#b0b0b0" stroke="#777" stroke-width="2"/>
  <path d="M320 170 L380 150 M330 220 L420 180" stroke="#ffffff" stroke-width="6" stroke-opacity="0.6"/>`;

/** Each defect drawn over the window, with the red ring a person draws around it on a phone. */
const DEFECTS: Record<ClaimDefect, string> = {
  crack: `<path d="M700 260 L745 330 L725 380 L790 450 L770 520 L840 600 M745 330 L810 320 M790 450 L700 480" fill="none" stroke="#37474f" stroke-width="4"/>
    <circle cx="770" cy="430" r="220" fill="none" stroke="#d32f2f" stroke-width="10"/>`,
  scratch: `<path d="M285 300 L292 520 M279 340 L286 560 M290 280 L296 450" stroke="#6d6d6d" stroke-width="3"/>
    <ellipse cx="288" cy="420" rx="70" ry="190" fill="none" stroke="#d32f2f" stroke-width="10"/>`,
  hinge: `<rect x="905" y="150" width="30" height="70" rx="6" fill="#9e9e9e" stroke="#424242" stroke-width="3" transform="rotate(18 920 185)"/>
    <path d="M900 230 L940 240" stroke="#424242" stroke-width="4"/>
    <circle cx="920" cy="195" r="90" fill="none" stroke="#d32f2f" stroke-width="10"/>`,
  condensation: `${Array.from({ length: 40 }, (_, i) => `<circle cx="${310 + ((i * 53) % 240)}" cy="${600 + ((i * 37) % 90)}" r="${4 + (i % 5)}" fill="#90a4ae" fill-opacity="0.8"/>`).join('')}
    <rect x="290" y="580" width="280" height="130" fill="none" stroke="#d32f2f" stroke-width="10" rx="20"/>`,
  seal: `<path d="M610 300 C 560 330, 560 380, 610 410 C 560 440, 560 480, 610 510" fill="none" stroke="#212121" stroke-width="9"/>
    <circle cx="590" cy="405" r="150" fill="none" stroke="#d32f2f" stroke-width="10"/>`,
  dent: `<path d="M240 760 Q 300 730 360 760" fill="#cfcfcf" stroke="#616161" stroke-width="5"/>
    <path d="M270 752 L330 752" stroke="#9e9e9e" stroke-width="3"/>
    <circle cx="300" cy="750" r="110" fill="none" stroke="#d32f2f" stroke-width="10"/>`,
};

/** The SVG of one photo: the window, its defect and `caption` on a dark band at the foot. */
export function claimPhotoSvg(defect: ClaimDefect, caption: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe8f5"/><stop offset="1" stop-color="#8fb9d0"/></linearGradient></defs>
  ${WINDOW}
  ${DEFECTS[defect]}
  <rect x="0" y="820" width="1200" height="80" fill="#000" fill-opacity="0.6"/>
  <text x="40" y="872" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#fff">${escapeXml(caption)}</text>
</svg>`;
}

/**
 * The photo as a JPEG `width` px wide (4:3, as a phone takes it held sideways), as the camera would send it:
 * the demo hands it to the upload's own processing; the scale data stores such files directly.
 */
export async function makeClaimPhoto(defect: ClaimDefect, caption: string, width = 1200, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(claimPhotoSvg(defect, caption)))
    .resize({ width })
    .jpeg({ quality })
    .toBuffer();
}
