import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

export type DisplayLocale = 'en' | 'de' | 'fr' | 'es' | 'ru';

type Catalogue = { [key: string]: string | Catalogue };

const catalogues = new Map<string, Catalogue>();

function load(locale: DisplayLocale, namespace: string): Catalogue {
  const key = `${locale}/${namespace}`;
  let catalogue = catalogues.get(key);
  if (!catalogue) {
    catalogue = JSON.parse(
      readFileSync(new URL(`../../apps/web/src/shared/i18n/locales/${locale}/${namespace}.json`, import.meta.url), 'utf8'),
    ) as Catalogue;
    catalogues.set(key, catalogue);
  }
  return catalogue;
}

/**
 * The words a page shows, read from the web app's catalogues (apps/web/src/shared/i18n/locales),
 * so a test asserts the translation the page should show rather than a copy of it. `ns:key.path`
 * picks another namespace; `{{name}}` is interpolated as i18next does.
 */
export function catalogueOf(locale: DisplayLocale, defaultNamespace: string) {
  return (path: string, values: Record<string, string | number> = {}): string => {
    const [namespace, key] = path.includes(':') ? (path.split(':', 2) as [string, string]) : [defaultNamespace, path];
    let node: string | Catalogue | undefined = load(locale, namespace);
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`no string ${namespace}:${key} in the ${locale} catalogue`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
      if (!(name in values)) throw new Error(`${namespace}:${key} needs {{${name}}}`);
      return String(values[name]);
    });
  };
}

/** A string as a RegExp source, for patterns built from catalogue text. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Waits until the page has its heading and no data card is still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[data-state="loading"], main [aria-busy="true"]')).toHaveCount(0);
  // Fonts and the last React commit: the layout measured is the one the visitor sees.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  });
}

export interface Offender {
  /** tag#id.class, and the first words of its text */
  element: string;
  left: number;
  right: number;
}

/**
 * What sticks out sideways at the page's width: the document's scroll width, and every element
 * or text inside <main> whose box reaches past the viewport's edges or out of the bordered box it
 * sits in (a chip out of its card). Content that scrolls or is clipped inside a box of its own (a
 * wide table in its frame, a `truncate`d title) does not count: nothing moves or spills; nor do
 * visually hidden texts (sr-only) or floating layers (menus, tooltips).
 */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; offenders: Offender[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const tolerance = 0.5;
    const main = document.querySelector('main');
    const offenders: { element: string; left: number; right: number }[] = [];
    const describe = (element: Element, text?: string) => {
      const id = element.id ? `#${element.id}` : '';
      const classes =
        typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 6).join('.')}` : '';
      const words = (text ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `${element.tagName.toLowerCase()}${id}${classes} "${words}"`;
    };
    const framed = (style: CSSStyleDeclaration) =>
      Number.parseFloat(style.borderLeftWidth) > 0 && Number.parseFloat(style.borderRightWidth) > 0;
    /**
     * Where a box spills: past the viewport, or out of the nearest bordered ancestor. Null when it
     * fits, or a box between clips or scrolls it, or it is hidden or floats. `clippedBySelf`: a
     * text is clipped by its own element too.
     */
    const spill = (box: DOMRect, element: Element, clippedBySelf: boolean): string | null => {
      if (box.width === 0 || box.height === 0) return null;
      let viewport = box.right > innerWidth + tolerance || box.left < -tolerance;
      let frame = false;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none') return null;
        // Visually hidden (Tailwind's sr-only: clip-path inset(50%)), or a floating layer.
        if (style.position === 'absolute' && (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)')) return null;
        if (style.position === 'fixed' || (node === element && !clippedBySelf && style.position === 'absolute')) return null;
        if (node === element && !clippedBySelf) continue;
        const around = node.getBoundingClientRect();
        const inside = box.right <= around.right + tolerance && box.left >= around.left - tolerance;
        if (style.overflowX !== 'visible') {
          // Clipped or scrolled here: what is outside this box is not seen, and this box is checked on its own.
          if (around.right <= innerWidth + tolerance && around.left >= -tolerance) viewport = false;
          if (!frame) return viewport ? 'past the viewport' : null;
        }
        if (!frame && (node !== element || clippedBySelf) && framed(style) && node !== main) {
          if (!inside) frame = true;
          else if (!viewport) return null;
        }
      }
      if (viewport) return 'past the viewport';
      return frame ? 'out of its frame' : null;
    };
    if (main) {
      for (const element of main.querySelectorAll('*')) {
        const where = spill(element.getBoundingClientRect(), element, false);
        const box = element.getBoundingClientRect();
        if (where) offenders.push({ element: `${where}: ${describe(element)}`, left: Math.round(box.left), right: Math.round(box.right) });
      }
      // A long word overflowing a box that itself fits.
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.textContent?.trim() || !text.parentElement) continue;
        range.selectNodeContents(text);
        const box = range.getBoundingClientRect();
        const where = spill(box, text.parentElement, true);
        if (where) {
          offenders.push({
            element: `${where}: text in ${describe(text.parentElement, text.textContent)}`,
            left: Math.round(box.left),
            right: Math.round(box.right),
          });
        }
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, offenders };
  });
}

/** Fails, listing what sticks out, when anything on the page is wider than the viewport. */
export async function expectNoHorizontalOverflow(page: Page, options: { label?: string; soft?: boolean } = {}): Promise<void> {
  const label = options.label ?? page.url();
  const check = options.soft ? expect.soft : expect;
  const { scrollWidth, innerWidth, offenders } = await horizontalOverflow(page);
  const report = offenders.map((o) => `${o.element} [${o.left}..${o.right}]`).join('\n  ');
  check(offenders, `elements past the ${innerWidth} px viewport on ${label}:\n  ${report}`).toEqual([]);
  check(scrollWidth, `document scrollWidth on ${label}`).toBeLessThanOrEqual(innerWidth);
}
