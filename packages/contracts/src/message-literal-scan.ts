import ts from 'typescript';

// For the tests that scan sources for user-facing messages written as literals (the contracts'
// input-messages.test.ts and the server's server-messages-catalogued.test.ts): what counts as a
// literal, and where a literal's value lands. Test-only: nothing else imports it.

export type Literal = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression;

export const isLiteral = (node: ts.Node): node is Literal =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** Climbs over what only passes a value on: parentheses, `as`, `satisfies`, `a ? x : y`, `x ?? y`, `x || y`. */
export function position(node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) current = parent;
    else if (ts.isConditionalExpression(parent) && parent.condition !== current) current = parent;
    else if (
      ts.isBinaryExpression(parent) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(parent.operatorToken.kind)
    )
      current = parent;
    else return current;
  }
}
