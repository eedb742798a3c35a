import { describe, expect, it } from 'vitest';
import { wrapSchemaInitializers } from './pure-schemas.ts';

describe('wrapSchemaInitializers', () => {
  it('wraps module-level zod initializers and leaves the rest', () => {
    const code = [
      "export const A = 'x';",
      "const b = z.union([z.boolean(), z.enum(['a;b'])]).transform((v) => v === true);",
      'export const c = z',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the input is source code holding a template literal.
      '  .object({ d: z.string().min(1, `at least ${A};`) })',
      "  .refine((v) => v, { message: 'no', path: ['d'] });",
      'const e = (m: string) => b.refine((v) => v, { message: m });',
    ].join('\n');
    const out = wrapSchemaInitializers(code);
    expect(out).toContain("export const A = 'x';");
    expect(out).toContain("const b = /* @__PURE__ */ (() => z.union([z.boolean(), z.enum(['a;b'])]).transform((v) => v === true))();");
    expect(out).toMatch(/export const c = \/\* @__PURE__ \*\/ \(\(\) => z\n[\s\S]*\['d'\] }\)\)\(\);/);
    expect(out).toContain('const e = (m: string) => b.refine');
  });

  it('skips comments: an apostrophe or a bracket in a comment opens nothing', () => {
    const code = [
      'export const f = z.object({',
      "  // the teacher's page (opt-in;",
      '  /* a note ) with ] brackets */',
      '  g: z.boolean(),',
      '});',
      'export const h = 1;',
    ].join('\n');
    const out = wrapSchemaInitializers(code);
    expect(out).toContain("/* @__PURE__ */ (() => z.object({\n  // the teacher's page (opt-in;");
    expect(out).toContain('  g: z.boolean(),\n}))();\nexport const h = 1;');
  });
});
