// A small recursive-descent reader for $filter. Precedence, loosest first:
// or < and < not < comparison < operand. `not` applies to a whole comparison
// (not Sku eq 'A' means not (Sku eq 'A')), which is what people mean when they write it.
import { syntaxError } from './errors.js';
import { COMPARE_OPS, FUNCTION_ARITY, type CompareOp, type FilterNode, type FunctionName } from './filter-ast.js';
import { describe, tokenize, type Token } from './lexer.js';

const WHERE = '$filter';
/** Deep nesting is refused rather than allowed to overflow the stack. */
const MAX_DEPTH = 100;
const LAMBDA_OPS = ['any', 'all'];

function isWord(t: Token, word: string): boolean {
  return t.type === 'ident' && t.text.toLowerCase() === word;
}
function isPunct(t: Token, ch: string): boolean {
  return t.type === 'punct' && t.text === ch;
}

class FilterReader {
  private i = 0;
  private depth = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly src: string,
  ) {}

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)]!;
  }
  private take(): Token {
    const t = this.peek();
    if (t.type !== 'end') this.i++;
    return t;
  }
  private fail(t: Token, problem: string): never {
    throw syntaxError(WHERE, this.src, t.pos, t.type === 'end' ? 'end of input' : t.text, problem);
  }
  private expectPunct(ch: string, problem: string): void {
    const t = this.peek();
    if (!isPunct(t, ch)) this.fail(t, `${problem}, found ${describe(t)}`);
    this.i++;
  }

  readAll(): FilterNode {
    if (this.peek().type === 'end') this.fail(this.peek(), "the filter is empty; write a condition such as Sku eq 'A'");
    const node = this.readOr();
    const t = this.peek();
    if (t.type !== 'end') {
      const isOp = t.type === 'ident' && (COMPARE_OPS as readonly string[]).includes(t.text.toLowerCase());
      this.fail(
        t,
        isOp
          ? `unexpected ${describe(t)}: a comparison cannot be chained; join conditions with 'and' or 'or', or use parentheses`
          : `unexpected ${describe(t)}; expected an operator (eq ne gt ge lt le), 'and', 'or' or the end of the filter`,
      );
    }
    return node;
  }

  private nested<T>(at: Token, read: () => T): T {
    if (++this.depth > MAX_DEPTH) this.fail(at, `the filter nests deeper than ${MAX_DEPTH} levels; simplify it`);
    try {
      return read();
    } finally {
      this.depth--;
    }
  }

  private readOr(): FilterNode {
    let left = this.readAnd();
    while (isWord(this.peek(), 'or')) {
      this.take();
      left = { type: 'or', left, right: this.readAnd() };
    }
    return left;
  }

  private readAnd(): FilterNode {
    let left = this.readNot();
    while (isWord(this.peek(), 'and')) {
      this.take();
      left = { type: 'and', left, right: this.readNot() };
    }
    return left;
  }

  private readNot(): FilterNode {
    const t = this.peek();
    if (isWord(t, 'not')) {
      this.take();
      return this.nested(t, () => ({ type: 'not', operand: this.readNot() }));
    }
    return this.readComparison();
  }

  private readComparison(): FilterNode {
    const left = this.readOperand(undefined);
    const t = this.peek();
    const op = t.type === 'ident' ? t.text.toLowerCase() : '';
    if (!(COMPARE_OPS as readonly string[]).includes(op)) return left;
    this.take();
    return { type: 'compare', op: op as CompareOp, left, right: this.readOperand(t) };
  }

  private readOperand(after: Token | undefined): FilterNode {
    const t = this.peek();
    const needValue = after
      ? `expected a value after '${after.text}'`
      : 'expected a value, a property name or a function';
    switch (t.type) {
      case 'end':
        return this.fail(t, needValue);
      case 'string':
        this.take();
        return { type: 'literal', kind: 'string', value: t.value as string };
      case 'number':
        this.take();
        return { type: 'literal', kind: 'number', value: t.value as number };
      case 'date':
      case 'datetime':
        this.take();
        return { type: 'literal', kind: t.type, value: t.text };
      case 'punct':
        if (isPunct(t, '(')) {
          this.take();
          return this.nested(t, () => {
            const inner = this.readOr();
            this.expectPunct(')', `expected ')' to close the '(' at position ${t.pos}`);
            return inner;
          });
        }
        return this.fail(t, `${needValue}, found ${describe(t)}`);
      case 'ident':
        return this.readWord(t, needValue);
    }
  }

  private readWord(t: Token, needValue: string): FilterNode {
    const word = t.text.toLowerCase();
    if (word === 'true' || word === 'false') {
      this.take();
      return { type: 'literal', kind: 'boolean', value: word === 'true' };
    }
    if (word === 'null') {
      this.take();
      return { type: 'literal', kind: 'null', value: null };
    }
    const keyword = [...COMPARE_OPS, 'and', 'or', 'not'].includes(word);
    if (keyword) this.fail(t, `${needValue}, found the keyword ${describe(t)}`);
    if (isPunct(this.peek(1), '(')) return this.readCall(t, word);
    return this.readPath(t);
  }

  private readCall(t: Token, word: string): FilterNode {
    if (!(word in FUNCTION_ARITY)) {
      this.fail(t, `unknown function '${t.text}'; supported: ${Object.keys(FUNCTION_ARITY).join(', ')}`);
    }
    const name = word as FunctionName;
    this.take();
    this.take(); // '('
    const args: FilterNode[] = [];
    if (!isPunct(this.peek(), ')')) {
      for (;;) {
        args.push(this.nested(t, () => this.readOr()));
        if (!isPunct(this.peek(), ',')) break;
        this.take();
      }
    }
    this.expectPunct(')', `expected ',' or ')' in the arguments of ${t.text}()`);
    const arity = FUNCTION_ARITY[name];
    if (args.length !== arity)
      this.fail(t, `${t.text}() takes ${arity} argument${arity > 1 ? 's' : ''}, got ${args.length}`);
    return { type: 'call', name, args };
  }

  private readPath(first: Token): FilterNode {
    this.take();
    const path = [first.text];
    while (isPunct(this.peek(), '/')) {
      this.take();
      const seg = this.peek();
      if (seg.type !== 'ident') this.fail(seg, `expected a property name after '/', found ${describe(seg)}`);
      this.take();
      const op = seg.text.toLowerCase();
      if (LAMBDA_OPS.includes(op) && isPunct(this.peek(), '(')) {
        this.take();
        return this.nested(seg, () => this.readLambda(op as 'any' | 'all', path, seg));
      }
      path.push(seg.text);
    }
    return { type: 'property', path };
  }

  private readLambda(op: 'any' | 'all', collection: string[], at: Token): FilterNode {
    if (isPunct(this.peek(), ')')) {
      this.take();
      if (op === 'all') this.fail(at, "all() needs a condition, e.g. Tags/all(t: t ne 'x')");
      return { type: 'lambda', op, collection };
    }
    const v = this.peek();
    if (v.type !== 'ident' || !isPunct(this.peek(1), ':')) {
      this.fail(v, `expected a variable and ':' in ${op}(), e.g. ${collection.join('/')}/${op}(d: d/Name eq 'x')`);
    }
    this.take();
    this.take(); // ':'
    const predicate = this.readOr();
    this.expectPunct(')', `expected ')' to close ${op}(`);
    return { type: 'lambda', op, collection, variable: v.text, predicate };
  }
}

/** Reads a $filter value (already percent-decoded). Throws ODataSyntaxError naming the bad token. */
export function parseFilter(text: string): FilterNode {
  return new FilterReader(tokenize(text, WHERE), text).readAll();
}
