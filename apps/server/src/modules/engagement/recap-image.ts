import { webCatalogueI18n } from '../../lib/web-catalogues.ts';
import type { YearlySummary } from './yearly-recap.service.ts';

/**
 * The shareable recap image (decision 086): an SVG drawn on the server from the web's own `recap`
 * catalogue (as e-mails read `emails`, decision 028), so the page and the image say the same.
 * SVG: no image library, crisp at any size, a few kilobytes; every text is XML-escaped.
 */
const NAMESPACE = 'recap';
const recapI18n = webCatalogueI18n(NAMESPACE);

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

export function recapSvg(summary: YearlySummary, locale: string): string {
  const t = recapI18n.getFixedT(locale, NAMESPACE);
  const hours = (summary.minutesSpoken / 60).toLocaleString(locale, { maximumFractionDigits: 1 });
  const lines = [
    t('stats.classes', { count: summary.classesAttended }),
    t('stats.hours', { count: summary.minutesSpoken / 60, hours }),
    t('stats.teachers', { count: summary.teachersMet }),
    t('stats.words', { count: summary.wordsLearned }),
    t('stats.streak', { count: summary.bestWeekStreak }),
    summary.levelsFinished.length > 0 ? t('stats.levels', { levels: summary.levelsFinished.join(', ') }) : t('stats.noLevels'),
  ];
  const rows = lines.map((line, i) => `<text x="80" y="${300 + i * 90}" font-size="40" fill="#0f172a">${escapeXml(line)}</text>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080" viewBox="0 0 1080 1080" font-family="Inter, Arial, sans-serif">
<rect width="1080" height="1080" fill="#f8fafc"/><rect width="1080" height="200" fill="#1e3a8a"/>
<text x="80" y="125" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(t('image.heading', { year: summary.year }))}</text>
${rows}
<text x="80" y="1010" font-size="28" fill="#334155">${escapeXml(t('image.footer'))}</text>
</svg>
`;
}
