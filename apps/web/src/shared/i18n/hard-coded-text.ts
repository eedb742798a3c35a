import ts from 'typescript';

/**
 * Issue 21, "no hard-coded user-facing strings": the text a `.tsx` file writes for people without
 * going through i18n. Three places: JSX text with letters, a string literal given to a prop people
 * read or hear (aria-label, title, placeholder, alt, label, aria-description), and a string literal
 * rendered as a child (`{'Some words'}`, also inside `cond ? 'a' : 'b'` or `a ?? 'b'`).
 */
export const USER_FACING_PROPS = ['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description'];

export interface HardCodedText {
  line: number;
  text: string;
  where: 'text' | 'prop' | 'child';
}

/**
 * What may stay as written, by exact text: names no language translates and shapes that are not
 * words. Texts without letters (·, ×, →, %, numbers) and a lone link or e-mail address pass anyway.
 */
export const ALLOWED_TEXT = [
  'Google Chrome',
  'Microsoft Edge', // the browsers the classroom supports, linked by their product names
  'XXXX-XXXX-XXXX-XXXX', // the shape of a certificate's verification code, typed in Latin letters in every language
];

const LETTER = /\p{L}/u;
const LINK_OR_ADDRESS = /^(https?:\/\/\S+|[^\s@]+@[^\s@]+\.\w+)$/;
const ENTITY = /&(#\d+|#x[\da-f]+|\w+);/gi;

/** The string literals an expression can evaluate to: itself, a ternary's branches, `??` and `||` fallbacks. */
function literalsOf(node: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isTemplateExpression(node)) return [];
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
  )
    return literalsOf(node.right);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(node.right);
  return [];
}

/** Text of a template literal with its substitutions left out, so `${n} classes` is still found. */
function templateText(node: ts.Expression): string | undefined {
  if (!ts.isTemplateExpression(node)) return undefined;
  return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
}

export function findHardCodedText(source: string, fileName = 'file.tsx'): HardCodedText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, text: string, where: HardCodedText['where']) => {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (ALLOWED_TEXT.includes(trimmed) || LINK_OR_ADDRESS.test(trimmed)) return;
    if (LETTER.test(where === 'text' ? trimmed.replace(ENTITY, '') : trimmed))
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: trimmed, where });
  };
  const expressionText = (expression: ts.Expression, where: HardCodedText['where']) => {
    for (const literal of literalsOf(expression)) report(literal, literal.text, where);
    const template = templateText(expression);
    if (template !== undefined) report(expression, template, where);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text, 'text');
    else if (ts.isJsxAttribute(node) && USER_FACING_PROPS.includes(node.name.getText(file)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text, 'prop');
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression) expressionText(node.initializer.expression, 'prop');
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      expressionText(node.expression, 'child');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
