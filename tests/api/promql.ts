/**
 * The metric names a PromQL expression reads, for tests/api/metrics.test.ts's check of the
 * Grafana dashboard (deploy/grafana/portal-dashboard.json) against what /metrics really exposes.
 *
 * A lexer and a walk over its tokens, enough for the PromQL a dashboard holds: selectors with
 * label matchers, ranges and subqueries, functions and aggregations with `by`/`without`, vector
 * matching with `on`/`ignoring`/`group_left`/`group_right`, `offset`, `bool`, numbers, durations
 * and Grafana's `$variables`. Anything it cannot read is an error, never a silent skip, and so is
 * a selector by `__name__` (a name it could not check).
 */

const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or', 'unless', 'offset', 'atan2', 'inf', 'nan', 'start', 'end']);
/** Followed by a parenthesised list of label names, not expressions. */
const LABEL_LISTS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right']);

type Token = { kind: 'ident' | 'number' | 'string' | 'matchers' | 'range' | 'var' | 'op' | '(' | ')' | ','; text: string };

export function tokenize(expr: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const take = (re: RegExp) => {
    re.lastIndex = i;
    const m = re.exec(expr);
    if (!m || m.index !== i) return null;
    i += m[0].length;
    return m[0];
  };
  /** A `{…}` or `[…]` block read whole, strings inside included. */
  const block = (open: string, close: string): string => {
    const start = i;
    i++;
    while (i < expr.length && expr[i] !== close) {
      if (expr[i] === '"' || expr[i] === "'" || expr[i] === '`') {
        const q = expr[i];
        i++;
        while (i < expr.length && expr[i] !== q) i += expr[i] === '\\' ? 2 : 1;
      }
      if (expr[i] === open) throw new Error(`nested ${open} at ${i} in ${expr}`);
      i++;
    }
    if (expr[i] !== close) throw new Error(`unclosed ${open} in ${expr}`);
    i++;
    return expr.slice(start, i);
  };
  while (i < expr.length) {
    const c = expr[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '{') tokens.push({ kind: 'matchers', text: block('{', '}') });
    else if (c === '[') tokens.push({ kind: 'range', text: block('[', ']') });
    else if (c === '(' || c === ')' || c === ',') tokens.push({ kind: c, text: c }), i++;
    else if (c === '"' || c === "'" || c === '`') {
      const s = take(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/y);
      if (s === null) throw new Error(`unclosed string in ${expr}`);
      tokens.push({ kind: 'string', text: s });
    } else if (c === '$') {
      const v = take(/\$\{[A-Za-z0-9_:]+\}|\$[A-Za-z0-9_]+/y);
      if (v === null) throw new Error(`a bad variable at ${i} in ${expr}`);
      tokens.push({ kind: 'var', text: v });
    } else {
      const t =
        take(/(?:\d+(?:ms|[smhdwy]))+/y) ?? take(/0x[0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y);
      if (t !== null) tokens.push({ kind: 'number', text: t });
      else {
        const id = take(/[A-Za-z_:][A-Za-z0-9_:]*/y);
        if (id !== null) tokens.push({ kind: 'ident', text: id });
        else {
          const op = take(/==|!=|>=|<=|=~|!~|[-+*/%^<>@]/y);
          if (op === null) throw new Error(`cannot read ${JSON.stringify(expr.slice(i, i + 10))} in ${expr}`);
          tokens.push({ kind: 'op', text: op });
        }
      }
    }
  }
  return tokens;
}

/** The metric names `expr` selects, in order, each once. */
export function metricNames(expr: string): string[] {
  const tokens = tokenize(expr);
  let depth = 0;
  for (const t of tokens) {
    if (t.kind === '(') depth++;
    if (t.kind === ')' && --depth < 0) throw new Error(`unbalanced ) in ${expr}`);
    if (t.kind === 'matchers' && /(^|[{,\s])__name__\s*[=!]/.test(t.text)) throw new Error(`a selector by __name__ cannot be checked: ${expr}`);
  }
  if (depth !== 0) throw new Error(`unbalanced ( in ${expr}`);
  const names: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'ident') continue;
    const lower = t.text.toLowerCase();
    if (LABEL_LISTS.has(lower)) {
      // Skip the label list that follows, if any (group_left may stand alone).
      if (tokens[i + 1]?.kind === '(') {
        const close = tokens.findIndex((x, j) => j > i && x.kind === ')');
        i = close;
      }
      continue;
    }
    if (KEYWORDS.has(lower)) {
      if (lower === 'offset') i++; // its duration
      continue;
    }
    // A function or an aggregation (`sum(…)`, or `sum by (…) (…)`).
    const next = tokens[i + 1];
    if (next?.kind === '(' || (next?.kind === 'ident' && ['by', 'without'].includes(next.text.toLowerCase()))) continue;
    if (!names.includes(t.text)) names.push(t.text);
  }
  return names;
}

/** Every metric name a `# TYPE` line of the exposition announces, with the series names its type implies. */
export function exposedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const line of exposition.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      const [, name, kind] = type;
      names.add(name);
      if (kind === 'histogram') for (const s of ['_bucket', '_sum', '_count']) names.add(name + s);
      if (kind === 'summary') for (const s of ['_sum', '_count']) names.add(name + s);
      continue;
    }
    const sample = /^([A-Za-z_:][A-Za-z0-9_:]*)[{ ]/.exec(line);
    if (sample) names.add(sample[1]);
  }
  return names;
}
