import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isLiteral, position } from './message-literal-scan.ts';
import { INPUT_MESSAGE_VALUES, INPUT_MESSAGES } from './input-messages.ts';

/**
 * Issue 21: every validation message of the contracts is an INPUT_MESSAGES entry, so the web can
 * show it in the reader's language (`validation:<key>`). A literal sentence written in a
 * schema would reach the reader in English; this test parses every contract file with the
 * TypeScript compiler and reports each one as file:line.
 */
const here = import.meta.dirname;

/** The catalogues themselves: the input messages, and the error catalogue (worded by code in `errors:`). */
const CATALOGUES = new Set(['input-messages.ts', 'errors.ts']);
/** Sentences the contracts hold that are no validation message (each has its own translation). */
const NOT_VALIDATION = new Set([
  // The masked internal error: the web words it as `errors:internal_server_error`.
  'MASKED_ERROR_MESSAGE',
  // The answer to a reset request: the web shows `common:` text of its own for it.
  'RESET_REQUESTED_MESSAGE',
]);

/** zod checks whose last argument is the message (`.min(1, message)`, `z.enum(values, message)`). */
const MESSAGE_SECOND = new Set([
  'min',
  'max',
  'length',
  'size',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'regex',
  'refine',
  'startsWith',
  'endsWith',
  'includes',
  'enum',
  'array',
  'object',
  'literal',
]);
/** zod schemas and checks whose only argument is the message (`z.string(message)`, `.uuid(message)`). */
const MESSAGE_FIRST = new Set([
  'string',
  'number',
  'boolean',
  'date',
  'int',
  'uuid',
  'guid',
  'email',
  'url',
  'nonempty',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'finite',
  'e164',
  'datetime',
  'lowercase',
  'uppercase',
]);

interface LiteralMessage {
  line: number;
  text: string;
}

/** A text that reads as a sentence to a person: a capital letter, then words. */
const isSentence = (text: string) => /^[A-Z][^\n]*\s\S/.test(text) || /^\$\{[^}]+\}\s\S/.test(text);

function isMessage(literal: ts.Node, text: string): boolean {
  const at = position(literal);
  const parent = at.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === at) {
    const name = parent.name.getText();
    return name === 'message' || name === 'error';
  }
  if (ts.isCallExpression(parent) && parent.arguments.includes(at as ts.Expression)) {
    const index = parent.arguments.indexOf(at as ts.Expression);
    const callee = parent.expression;
    const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
    if (method && MESSAGE_SECOND.has(method) && index >= 1) return true;
    if (method && MESSAGE_FIRST.has(method) && index === 0) return true;
    // A helper taking the message (`issue(path, message)`, `required(max, message)`).
    return isSentence(text);
  }
  if (ts.isVariableDeclaration(parent) && parent.initializer === at) {
    return isSentence(text) && !NOT_VALIDATION.has(parent.name.getText());
  }
  return false;
}

/** The literal messages of one contract file: message options, check arguments, message constants. */
function findLiteralMessages(source: string, fileName = 'contract.ts'): LiteralMessage[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: LiteralMessage[] = [];
  const visit = (node: ts.Node) => {
    if (isLiteral(node)) {
      const text = ts.isTemplateExpression(node) ? node.getText(file).slice(1, -1) : node.text;
      if (isMessage(node, text)) found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function contractFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return contractFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !CATALOGUES.has(entry.name) ? [path] : [];
  });
}

describe('validation messages of the contracts', () => {
  it('reads every contract file', () => {
    const files = contractFiles(here).map((path) => path.slice(here.length + 1));
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain('teacher-account.ts');
    expect(files).toContain(join('fields', 'phone.ts'));
  });

  it('are all INPUT_MESSAGES entries: no schema writes a message of its own', () => {
    const found = contractFiles(here).flatMap((path) =>
      findLiteralMessages(readFileSync(path, 'utf8'), path).map(
        (hit) => `${path.slice(here.length + 1)}:${hit.line} ${JSON.stringify(hit.text)}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('finds literal messages in options, checks, refinements, helpers and constants, with their lines', () => {
    const contract = [
      "import { INPUT_MESSAGES as M } from './input-messages.ts';",
      'const name = (max: number) => z.string().trim().min(1, M.firstNameRequired).max(max, M.tooLong);',
      "const when = z.enum(['am', 'pm'], { message: 'Choose a time.' });",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the input is source code holding a template literal.
      'const count = z.number().int(`A whole number, ${MAX} at most.`).max(MAX, "Too many.");',
      "const range = z.object({ a: z.date() }).refine((v) => !!v.a, { message: M.dateRequired, path: ['a'] });",
      'const pay = z.object({ bic: z.string() }).superRefine((v, ctx) => {',
      "  if (!v.bic) issue('bic', v.iban ? M.bicRequired : 'Please enter the bank code.');",
      '});',
      "export const WRONG_TYPE = 'Please upload an image.';",
      "const site = z.string().startsWith('https://').default('https://parla.example');",
      "const kind = z.literal('Bonus');",
    ].join('\n');
    expect(findLiteralMessages(contract).map((hit) => [hit.line, hit.text])).toEqual([
      [3, 'Choose a time.'],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's text as written.
      [4, 'A whole number, ${MAX} at most.'],
      [4, 'Too many.'],
      [7, 'Please enter the bank code.'],
      [9, 'Please upload an image.'],
    ]);
  });
});

describe('INPUT_MESSAGES', () => {
  it('gives each message one key (the web finds the key by the message)', () => {
    const messages = Object.values(INPUT_MESSAGES);
    const twice = messages.filter((message, index) => messages.indexOf(message) !== index);
    expect(twice).toEqual([]);
  });

  it('names in each message the numbers of INPUT_MESSAGE_VALUES it interpolates', () => {
    expect(INPUT_MESSAGES.rangeInvalid).toContain(`at most ${INPUT_MESSAGE_VALUES.rangeMaxDays} days`);
    expect(INPUT_MESSAGES.languagesTooMany).toBe(`At most ${INPUT_MESSAGE_VALUES.languagesMax} languages.`);
    expect(INPUT_MESSAGES.bookingRangeTooLong).toBe(`Choose at most ${INPUT_MESSAGE_VALUES.bookingRangeMaxDays} days.`);
    expect(INPUT_MESSAGES.classesRangeInvalid).toContain(`at most ${INPUT_MESSAGE_VALUES.classesRangeMaxDays} days`);
    expect(INPUT_MESSAGES.teachingPauseTooLong).toContain(`at most ${INPUT_MESSAGE_VALUES.teachingPauseMaxDays} days`);
    expect(INPUT_MESSAGES.challengeMonthInvalid).toContain(`next ${INPUT_MESSAGE_VALUES.challengeMonthsAhead} months`);
  });
});
