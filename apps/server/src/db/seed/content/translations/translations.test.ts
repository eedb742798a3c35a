import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../index.ts';
import { CONTENT_TRANSLATIONS } from './index.ts';

/** Each translation has the English source's exact shape, so a lesson never reads another's text. */
describe('lesson content translations', () => {
  for (const [locale, translation] of Object.entries(CONTENT_TRANSLATIONS)) {
    describe(locale, () => {
      it('covers every section, module and lesson of the English source, in order', () => {
        expect(Object.keys(translation).sort()).toEqual(SECTIONS.map((s) => s.slug).sort());
        for (const section of SECTIONS) {
          const modules = translation[section.slug];
          expect(modules.length, `${locale} ${section.slug}: modules`).toBe(section.modules.length);
          section.modules.forEach((module, m) => {
            const lessons = module.chapters.flatMap((c) => c.lessons);
            expect(modules[m].length, `${locale} ${section.slug} ${module.level}: lessons`).toBe(lessons.length);
            lessons.forEach((lesson, l) => {
              const [description, outcomes] = modules[m][l];
              const where = `${locale} ${section.slug} ${module.level} lesson ${l + 1} (${lesson.title})`;
              expect(description.trim(), `${where}: description`).not.toBe('');
              expect(description, `${where}: description is the English one`).not.toBe(lesson.description);
              expect(outcomes.length, `${where}: outcomes`).toBe(lesson.outcomes.length);
              for (const outcome of outcomes) expect(outcome.trim(), `${where}: an outcome`).not.toBe('');
            });
          });
        }
      });
    });
  }

  it('has at least one language (the test above must run)', () => {
    expect(Object.keys(CONTENT_TRANSLATIONS).length).toBeGreaterThan(0);
  });
});
