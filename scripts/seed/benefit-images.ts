import { fr, SERVICE_IMAGES, SERVICE_LINK_CODES, type ServiceLinkCode } from '@portail/common';

/**
 * The images of the Programme services' carousels (GET /api/files/avantage), drawn as SVG text: no binary
 * in git, the same bytes for every run. Each one shows the service, its position and its French sentence
 * (the same text is the image's alt text in the dialog), over a pictogram of the service.
 */
export interface BenefitImageFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

const THEMES: Record<ServiceLinkCode, { from: string; to: string; accent: string; title: string }> = {
  RAAC: { from: '#0b5394', to: '#3d85c6', accent: '#ffd966', title: 'Réhabilitation améliorée après chirurgie' },
  HDJ: { from: '#38761d', to: '#6aa84f', accent: '#fff2cc', title: 'Chirurgie en hôpital de jour' },
  AUDIT: { from: '#741b47', to: '#a64d79', accent: '#f4cccc', title: 'Diagnostic du bloc opératoire' },
};

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap (SVG 1.1 text does not wrap by itself). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && (current + ' ' + word).length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines;
}

function pictogram(code: ServiceLinkCode, index: number, accent: string): string {
  const x = 490;
  const y = 150;
  switch (code) {
    case 'RAAC': // a figure walking forward, steps behind it
      return [
        `<circle cx="${x}" cy="${y - 55}" r="16" fill="${accent}"/>`,
        `<path d="M${x} ${y - 36} l-8 48 l-22 40 M${x - 8} ${y + 12} l22 38 M${x - 2} ${y - 22} l-28 22 M${x - 2} ${y - 22} l30 14" stroke="${accent}" stroke-width="10" stroke-linecap="round" fill="none"/>`,
        ...Array.from(
          { length: index },
          (_, i) => `<ellipse cx="${x - 70 - i * 26}" cy="${y + 58}" rx="9" ry="5" fill="${accent}" opacity="${0.8 - i * 0.2}"/>`,
        ),
      ].join('');
    case 'HDJ': // a sun rising and setting over the same day
      return [
        `<circle cx="${x}" cy="${y}" r="34" fill="${accent}"/>`,
        ...Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          const r1 = 44;
          const r2 = 58 + (i % 2) * 8;
          return `<line x1="${(x + r1 * Math.cos(a)).toFixed(1)}" y1="${(y + r1 * Math.sin(a)).toFixed(1)}" x2="${(x + r2 * Math.cos(a)).toFixed(1)}" y2="${(y + r2 * Math.sin(a)).toFixed(1)}" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
        }),
        `<text x="${x}" y="${y + 9}" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#38761d">J${index}</text>`,
      ].join('');
    case 'AUDIT': // bar chart with a magnifier
      return [
        ...[35, 60, 45, 80].map(
          (h, i) =>
            `<rect x="${x - 70 + i * 30}" y="${y + 50 - h - index * 4}" width="20" height="${h + index * 4}" rx="3" fill="${accent}" opacity="${0.6 + i * 0.1}"/>`,
        ),
        `<circle cx="${x + 55}" cy="${y - 75}" r="20" stroke="${accent}" stroke-width="8" fill="none"/>`,
        `<line x1="${x + 69}" y1="${y - 61}" x2="${x + 88}" y2="${y - 42}" stroke="${accent}" stroke-width="10" stroke-linecap="round"/>`,
      ].join('');
  }
}

/** One 600 × 300 slide. */
function benefitImageSvg(code: ServiceLinkCode, index: number, count: number, sentence: string): string {
  const theme = THEMES[code];
  const lines = wrap(sentence, 34);
  const text = lines.map((l, i) => `<tspan x="40" dy="${i === 0 ? 0 : 30}">${escapeXml(l)}</tspan>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300" role="img">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>` +
    `<rect width="600" height="300" rx="16" fill="url(#g)"/>` +
    `<g font-family="Segoe UI, Helvetica, Arial, sans-serif" fill="#ffffff">` +
    `<text x="40" y="62" font-size="34" font-weight="700">${escapeXml(code)}</text>` +
    `<text x="40" y="92" font-size="16" opacity="0.9">${escapeXml(theme.title)} · ${index}/${count}</text>` +
    `<text x="40" y="150" font-size="22">${text}</text>` +
    `</g>` +
    pictogram(code, index, theme.accent) +
    `</svg>`
  );
}

/** Every carousel image of SERVICE_IMAGES. */
export function benefitImages(): BenefitImageFile[] {
  const encoder = new TextEncoder();
  return SERVICE_LINK_CODES.flatMap((code) =>
    SERVICE_IMAGES[code].map((image, i, all) => ({
      fileName: image.fileName,
      contentType: 'image/svg+xml',
      bytes: encoder.encode(benefitImageSvg(code, i + 1, all.length, fr[image.text])),
    })),
  );
}
