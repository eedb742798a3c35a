import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { INPUT_MESSAGES } from '@parla/contracts';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type Literal, isLiteral, position } from '../../../packages/contracts/src/message-literal-scan.ts';

/**
 * Issue 21, decision 123 §4: a validation message the server writes itself (a service's
 * `ValidationError([{ field, message }])`, a route's check, a zod refinement) reaches the web as
 * an English sentence, which the web shows in the reader's language only when it is an
 * INPUT_MESSAGES entry. This test reads the server and the domain rules with the TypeScript
 * compiler and reports each literal message that is not one, as file:line (the contracts have
 * their own test, packages/contracts/src/input-messages.test.ts).
 */
const REPO = join(import.meta.dirname, '../../..');
const SCANNED = ['apps/server/src', 'packages/domain/src'];
const CATALOGUED = new Set<string>(Object.values(INPUT_MESSAGES));

/** Messages no user meets, by file: each says why. Keep this list short. */
const INTERNAL: Record<string, string[]> = {
  // The placement items' content-file checks (the seed refuses a wrong file; no one types these).
  'apps/server/src/modules/onboarding/placement-items.ts': [
    'answer must index one of the options',
    'reading items have a passage, the others none',
    'options must differ',
    'the id names the level',
    'item ids must be unique',
  ],
  // Start-up checks of the environment: the operator reads them in the log.
  'apps/server/src/config.ts': [
    'a base64url P-256 public key (65 bytes)',
    'a base64url P-256 private key (32 bytes)',
    'a Twilio account SID: AC followed by 32 hex digits',
    'an E.164 number such as +4915112345678',
  ],
  // A checkout's next step, no validation message (the web should word it by its `type`: left, decision 123 §4).
  'apps/server/src/modules/commerce/checkout/purchase-views.ts': ['Approve the payment in PayPal.', 'Confirm the payment with your bank.'],
  // A coded answer (`{ code: 'unauthenticated', message }`): the web words it by its code.
  'apps/server/src/modules/telemetry/telemetry.routes.ts': ['A bearer token is required.'],
};

/** zod checks whose message is an argument after the first (`.min(1, message)`, `.refine(fn, message)`). */
const MESSAGE_AFTER_FIRST = new Set(['min', 'max', 'length', 'size', 'gt', 'gte', 'lt', 'lte', 'regex', 'refine', 'enum']);

/** A text that reads as a sentence to a person: a letter, then words. */
const isSentence = (text: string) => /^[A-Za-z][^\n]*\s\S/.test(text);

/**
 * The literal messages of one file: a `message:` value, a zod check's message argument, and a
 * constant whose name a `message:` names (`const PHONE_FIRST = '...'; ... message: PHONE_FIRST`).
 */
function findLiteralMessages(source: string, fileName = 'service.ts'): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const messageNames = new Set<string>();
  const constants: { name: string; literal: Literal }[] = [];
  const literals: Literal[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(file) === 'message' && ts.isIdentifier(node.initializer)) {
      messageNames.add(node.initializer.text);
    }
    if (isLiteral(node)) {
      const at = position(node);
      const parent = at.parent;
      if (ts.isPropertyAssignment(parent) && parent.initializer === at && parent.name.getText(file) === 'message') literals.push(node);
      else if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression)) {
        const index = parent.arguments.indexOf(at as ts.Expression);
        const text = ts.isTemplateExpression(node) ? node.getText(file) : node.text;
        if (index >= 1 && MESSAGE_AFTER_FIRST.has(parent.expression.name.text) && isSentence(text)) literals.push(node);
      } else if (ts.isVariableDeclaration(parent) && parent.initializer === at && ts.isIdentifier(parent.name)) {
        constants.push({ name: parent.name.text, literal: node });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const constant of constants) if (messageNames.has(constant.name)) literals.push(constant.literal);
  return literals
    .map((node) => ({
      line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1,
      // A template's text as written: it names a number per error, which no catalogue key can.
      text: ts.isTemplateExpression(node) ? node.getText(file).slice(1, -1) : node.text,
    }))
    .sort((a, b) => a.line - b.line);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('validation messages of the server and the domain rules', () => {
  const files = SCANNED.flatMap((dir) => sources(join(REPO, dir)));

  it('reads the server and the domain', () => {
    const names = files.map((path) => relative(REPO, path));
    expect(names.length).toBeGreaterThan(300);
    expect(names).toContain('apps/server/src/lib/multipart.ts');
    expect(names).toContain('packages/domain/src/teacher-booking/teacher-pause.ts');
  });

  it('are INPUT_MESSAGES sentences, so the web can show them in the reader’s language', () => {
    const found = files.flatMap((path) => {
      const name = relative(REPO, path);
      const internal = new Set(INTERNAL[name] ?? []);
      return findLiteralMessages(readFileSync(path, 'utf8'), path)
        .filter((hit) => !CATALOGUED.has(hit.text) && !internal.has(hit.text))
        .map((hit) => `${name}:${hit.line} ${JSON.stringify(hit.text)} (use INPUT_MESSAGES.<key>)`);
    });
    expect(found).toEqual([]);
  });

  it('finds messages in options, zod checks, template literals and message constants', () => {
    const source = [
      "const PHONE_FIRST = 'Add your phone first.';",
      "const TITLE = 'Not a message at all.';",
      "throw new ValidationError([{ field: 'a', message: 'Please choose a file.' }]);",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the input is source code holding a template literal.
      "issues.push({ field: 'b', message: `Give a title to each of the ${n} stages.` });",
      "const zone = z.string().refine(ok, { message: 'Unknown time zone.' }).refine(ok, 'Too far ahead.');",
      "issues.push({ field: 'c', message: PHONE_FIRST }, { field: 'd', message: M.fileRequired });",
      "if (header.startsWith('Bearer ')) log.info('Request started now');",
    ].join('\n');
    expect(findLiteralMessages(source).map((hit) => [hit.line, hit.text])).toEqual([
      [1, 'Add your phone first.'],
      [3, 'Please choose a file.'],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's text as written.
      [4, 'Give a title to each of the ${n} stages.'],
      [5, 'Unknown time zone.'],
      [5, 'Too far ahead.'],
    ]);
  });
});
