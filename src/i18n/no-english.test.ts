// No user-facing English hard-coded in the components (issue 27 §2: no English left on any
// screen in de/es/fr). Every .tsx of src/ is parsed with the TypeScript compiler and these
// are flagged when they hold a literal with words in it:
//   - JSX text (`<p>Saved.</p>`);
//   - the attributes and props that reach the screen or a screen reader (aria-label, title,
//     placeholder, alt, label, message, description, …);
//   - a string chosen inside a JSX expression (`{busy ? 'Saving...' : 'Save'}`) or passed
//     to a setter of a shown message (setError('…'), setNotice('…'), toast('…'));
//   - a page title (useDocumentTitle('…')), a shown property (`{ label: 'Copy' }`), a form
//     rule's message (`.min(1, 'Give a title.')`) and a sentence a helper returns.
// Texts belong in the catalogs (docs/i18n.md). What is not a text to translate (a brand,
// an example value, a format name) goes in ALLOWED with why.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });

/** Literals shown as they are in every language. */
const ALLOWED = new Set([
  'JuicyAds', // the ad network's name (admin ads settings)
  'IBAN', // banking terms used as such in every offered language
  'BIC',
  'https://', // a URL field's example value
  '/blog/', // the path prefix shown before a post's slug
  'case.remove', // an audit action code, the filter's example
]);

const SHOWN_ATTRS = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'message',
  'description',
  'confirmLabel',
  'emptyText',
  'heading',
  'subtitle',
]);
const SHOWN_PROPS = new Set(['label', 'title', 'message', 'description', 'placeholder', 'text', 'confirmLabel']);
const MESSAGE_CALLS = /^(set\w*(Notice|Error|Message|Status|Saved|Text)|toast|notify|announce|useDocumentTitle)$/;
// A form rule's message: zod's z.string().min(1, 'Give a title.'), .refine(fn, '…').
const RULE_CALLS = /^(min|max|length|regex|refine|email|url|nonempty)$/;
/** A sentence or title a function returns for display ('Premium membership: not active.'). */
const isSentence = (s: string) => /^[A-Z][a-z']*[ ,:]/.test(s.trim()) && / [A-Za-z]{2}/.test(s);

/** Words a visitor reads: two letters in a row, not a class list, a key or a code. */
function isText(s: string): boolean {
  const t = s.trim();
  if (!/[A-Za-z]{2}/.test(t) || ALLOWED.has(t)) return false;
  if (/^[a-z0-9_]+(\.[a-z0-9_]+)+$/.test(t)) return false; // a catalog key: t('nav.home')
  if (/^[a-z0-9_-]+$/.test(t)) return false; // an id, a code or one class: 'pending', 'sr-only'
  if (/^[A-Z0-9_]+$/.test(t)) return false; // a constant: 'REVOKED'
  return true;
}

/** Tailwind class lists and similar: every token lower-case with a dash, colon or slash. */
const isClassList = (s: string) => s.trim().split(/\s+/).every((w) => /^[a-z0-9!:_\-/.[\]%#()]+$/.test(w));

function jsxAttrName(n: ts.Node | undefined): string | null {
  return n && ts.isJsxAttribute(n) ? n.name.getText() : null;
}

/** Where a literal is, when it is shown: the reason, else null. */
function shownAs(lit: ts.Expression, text: string): string | null {
  // Climb through conditionals, ?? and || and parentheses (not through a condition).
  let node: ts.Node = lit;
  let p = lit.parent;
  while (p && (ts.isConditionalExpression(p) || ts.isParenthesizedExpression(p) || (ts.isBinaryExpression(p) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(p.operatorToken.kind)))) {
    if (ts.isConditionalExpression(p) && p.condition === node) return null;
    if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && p.left === node) return null;
    node = p;
    p = p.parent;
  }
  if (ts.isJsxAttribute(p)) return SHOWN_ATTRS.has(p.name.getText()) ? `${p.name.getText()}=` : null;
  if (ts.isJsxExpression(p)) {
    const attr = jsxAttrName(p.parent);
    if (attr) return SHOWN_ATTRS.has(attr) ? `${attr}=` : null;
    if (ts.isJsxElement(p.parent) || ts.isJsxFragment(p.parent)) return isClassList(text) ? null : 'JSX child';
    return null;
  }
  if (ts.isCallExpression(p) && p.arguments.includes(node as ts.Expression)) {
    const callee = p.expression.getText().split('.').pop() ?? '';
    if (MESSAGE_CALLS.test(callee)) return `${callee}()`;
    return RULE_CALLS.test(callee) && ts.isPropertyAccessExpression(p.expression) ? `rule .${callee}()` : null;
  }
  if (ts.isReturnStatement(p) && isSentence(text)) return 'returned';
  if (ts.isPropertyAssignment(p) && p.initializer === node) {
    const name = p.name.getText().replace(/['"]/g, '');
    return SHOWN_PROPS.has(name) ? `${name}:` : null;
  }
  return null;
}

/** "file:line kind: text" for every hard-coded text of one file. */
export function findEnglish(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (n: ts.Node) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (n: ts.Node) => {
    if (ts.isJsxText(n)) {
      const text = n.text.replace(/\s+/g, ' ').trim();
      if (isText(text)) found.push(`${at(n)} JSX text: ${text}`);
    } else if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) {
      const how = shownAs(n, n.text);
      if (how && isText(n.text)) found.push(`${at(n)} ${how} ${n.text}`);
    } else if (ts.isTemplateExpression(n)) {
      // `Copy ${label}`: the literal parts are words in one language.
      const words = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' ');
      const how = shownAs(n, words);
      if (how && isText(words) && !isClassList(words)) found.push(`${at(n)} ${how} ${n.getText()}`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

describe('hard-coded English in the components', () => {
  it('finds texts of each kind (the scanner itself works)', () => {
    const sample = [
      `export function A({ busy }: { busy: boolean }) {`,
      `  useDocumentTitle('Discreet Mode');`,
      `  setError('pin', { message: 'Wrong PIN.' });`,
      `  const links = [{ to: '/', label: 'Forgot Password?' }];`,
      `  return (<div className={busy ? 'flex gap-2' : 'hidden'} title="Tooltip here">`,
      `    Saved.`,
      `    <input aria-label={\`Copy \${busy}\`} placeholder="Search..." />`,
      `    {busy ? 'Saving...' : t('save')}`,
      `    {busy === 'REVOKED' ? <span>{t('gone')}</span> : null}`,
      `    <Field label={t('name')} />`,
      `  </div>);`,
      `}`,
      `const schema = z.object({ title: z.string().min(1, 'Give the playlist a title.').max(100, t('max')) });`,
      `function line(on: boolean) {`,
      `  if (on) return 'Premium membership: not active.';`,
      `  return 'pending';`,
      `}`,
      `export function B() {`,
      `  return (<div>`,
      `  </div>);`,
      `}`,
    ].join('\n');
    const found = findEnglish('sample.tsx', sample).map((f) => f.replace(/^sample\.tsx:\d+ /, ''));
    expect(found).toEqual([
      "useDocumentTitle() Discreet Mode",
      'message: Wrong PIN.',
      'label: Forgot Password?',
      'title= Tooltip here',
      'JSX text: Saved.',
      'aria-label= `Copy ${busy}`',
      'placeholder= Search...',
      'JSX child Saving...',
      'rule .min() Give the playlist a title.',
      'returned Premium membership: not active.',
    ]);
  });

  it('has none left in src/ (move them to the catalogs: docs/i18n.md)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const found = Object.entries(sources).flatMap(([file, src]) => findEnglish(file.replace(/^\.\.\//, 'src/'), src));
    expect(found).toEqual([]);
  });
});
