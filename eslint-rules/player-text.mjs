/**
 * Issue 41: English a player reads, built outside JSX, where i18next/no-literal-string (JSX only)
 * does not look: a string literal or template with a Latin-script word that is
 * - passed to a notice or an error a player sees (toast(), toast.error(), notify…(), setError(),
 *   setMessage(), setNotice(), setProblem(), alert(), confirm()), or
 * - returned from a function whose name says it makes a player's text (…Label, …Text, …Title,
 *   …Message, …Sentence), or
 * - a call's `fallback` / `unconfirmed` sentence (callApi's: shown when the reply has none), or
 * - a constant named as a player's sentence (…_MESSAGE, …_FAILED).
 * Text keys ("safer.save"), codes (LOGIN_ON_BREAK) and punctuation are not text.
 */
const NOTICE = /^(toast|alert|confirm|notify\w*|set(Error|Message|Notice|Problem)\w*)$/;
const TEXT_MAKER = /(Label|Text|Title|Message|Sentence)$/;
const SENTENCE_OPTION = /^(fallback|unconfirmed)$/;
const SENTENCE_CONSTANT = /^[A-Z][A-Z0-9_]*_(MESSAGE|FAILED)$/;
const NOT_TEXT = [/^[a-z][a-zA-Z0-9]*([.:][a-zA-Z0-9_-]+)+$/, /^[A-Z0-9_]+$/];

function isEnglish(text) {
  const trimmed = text.trim();
  if (!/[A-Za-z]{2,}/.test(trimmed)) return false;
  return !NOT_TEXT.some((re) => re.test(trimmed));
}

/** The literal text of a string or a template's quasis; null for anything else. */
function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((q) => q.value.cooked ?? '').join(' ');
  if (node.type === 'ConditionalExpression') {
    const a = literalText(node.consequent);
    const b = literalText(node.alternate);
    return [a, b].filter((x) => x !== null).join(' ') || null;
  }
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}

function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier') {
    // toast.error(...), window.alert(...)
    if (callee.object.name === 'toast') return 'toast';
    if (callee.property.type === 'Identifier') return callee.property.name;
  }
  return '';
}

function functionName(fn) {
  if (fn.id?.name) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier')
    return parent.id.name;
  if (parent?.type === 'Property' && parent.key.type === 'Identifier') return parent.key.name;
  return '';
}

const FUNCTIONS = ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'];

export default {
  meta: {
    type: 'problem',
    docs: { description: 'English text a player reads, built outside JSX' },
    messages: {
      notice: 'A player reads this {{where}}: take it from the locales (t()).',
    },
    schema: [],
  },
  create(context) {
    const check = (node, where) => {
      const text = literalText(node);
      if (text !== null && isEnglish(text))
        context.report({ node, messageId: 'notice', data: { where } });
    };
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (NOTICE.test(name)) for (const arg of node.arguments) check(arg, `in ${name}()`);
      },
      ReturnStatement(node) {
        let fn = node.parent;
        while (fn && !FUNCTIONS.includes(fn.type)) fn = fn.parent;
        const name = fn ? functionName(fn) : '';
        if (TEXT_MAKER.test(name)) check(node.argument, `from ${name}()`);
      },
      Property(node) {
        if (node.key.type === 'Identifier' && SENTENCE_OPTION.test(node.key.name))
          check(node.value, `as ${node.key.name}`);
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && SENTENCE_CONSTANT.test(node.id.name))
          check(node.init, `as ${node.id.name}`);
      },
      ArrowFunctionExpression(node) {
        const name = functionName(node);
        if (node.body.type !== 'BlockStatement' && TEXT_MAKER.test(name))
          check(node.body, `from ${name}()`);
      },
    };
  },
};
