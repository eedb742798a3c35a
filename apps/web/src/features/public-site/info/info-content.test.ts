import { PUBLIC_INFO_SLUGS } from '@parla/contracts';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import deCefr from '../../../shared/i18n/locales/de/cefr.json';
import dePublicInfo from '../../../shared/i18n/locales/de/publicInfo.json';
import enCefr from '../../../shared/i18n/locales/en/cefr.json';
import enPublicInfo from '../../../shared/i18n/locales/en/publicInfo.json';
import { recordList, textList } from './info-content.ts';

async function translator(lng: 'en' | 'de') {
  const i18n = createInstance();
  await i18n.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { publicInfo: enPublicInfo, cefr: enCefr }, de: { publicInfo: dePublicInfo, cefr: deCefr } },
  });
  return i18n;
}

/** Every leaf key of a catalogue, arrays with their length (so a list missing an item shows). */
function shape(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`, ...value.flatMap((item, index) => shape(item, `${prefix}[${index}]`))];
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => shape(item, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

describe('the information pages catalogues', () => {
  it('give each page its SEO title and description (the prerender step reads them) and its h1, in en and de', async () => {
    for (const lng of ['en', 'de'] as const) {
      const { t } = await translator(lng);
      for (const slug of PUBLIC_INFO_SLUGS) {
        for (const key of ['seo.title', 'seo.description', 'title', 'eyebrow', 'lead']) {
          const text = t(`publicInfo:${slug}.${key}`);
          expect(text, `${lng} ${slug}.${key}`).not.toBe(`${slug}.${key}`);
          expect(text.length, `${lng} ${slug}.${key}`).toBeGreaterThan(key === 'eyebrow' ? 3 : 10);
        }
        // A search snippet is cut at about 160 characters.
        expect(t(`publicInfo:${slug}.seo.description`).length, `${lng} ${slug}.seo.description`).toBeLessThanOrEqual(170);
      }
    }
  });

  it('have the same keys and list lengths in German as in English', () => {
    expect(shape(dePublicInfo)).toEqual(shape(enPublicInfo));
    expect(shape(deCefr)).toEqual(shape(enCefr));
  });

  it('describe every CEFR level with 4 or 5 can-do statements, and three sublevels', async () => {
    for (const lng of ['en', 'de'] as const) {
      const { t } = await translator(lng);
      for (const level of ['A1', 'A2', 'B1', 'B2', 'C1', 'C2']) {
        const canDo = textList(t, `cefr:levels.${level}.canDo`);
        expect(canDo.length, `${lng} ${level}`).toBeGreaterThanOrEqual(4);
        expect(canDo.length, `${lng} ${level}`).toBeLessThanOrEqual(5);
      }
      for (const n of [1, 2, 3]) expect(t(`cefr:sublevels.${n}`)).not.toBe(`sublevels.${n}`);
    }
  });
});

describe('textList and recordList', () => {
  it('read arrays and drop what does not have the expected shape', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: {
        en: {
          translation: {
            lines: ['one', 2, 'three'],
            cards: [{ title: 'A', text: 'a' }, { title: 'B' }, 'C', { title: 'D', text: 'd', extra: 'x' }],
            plain: 'not a list',
          },
        },
      },
    });
    expect(textList(i18n.t, 'lines')).toEqual(['one', 'three']);
    expect(recordList(i18n.t, 'cards', ['title', 'text'])).toEqual([
      { title: 'A', text: 'a' },
      { title: 'D', text: 'd', extra: 'x' },
    ]);
    expect(textList(i18n.t, 'plain')).toEqual([]);
    expect(recordList(i18n.t, 'missing', ['title'])).toEqual([]);
  });
});
