/**
 * The malformed requests of tests/api/fuzz.test.ts, generated from the server's own OpenAPI
 * document: for every operation, wrong values for each path, query and body field, unknown and
 * repeated keys, prototype keys, bad JSON, wrong content types and broken multipart forms.
 * Deterministic: every choice comes from a seeded PRNG, so a seed reproduces a run.
 */

type Schema = Record<string, any>;

export interface Param {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** The path as documented, with `{name}` placeholders. */
  path: string;
  params: Param[];
  /** The body's media type and schema, when the operation takes one. */
  body?: { type: 'application/json' | 'multipart/form-data'; schema: Schema };
  /** The media types its 2xx answers declare other than JSON (a PDF it prints, a picture). */
  binaryTypes: string[];
  /** The status codes the document lists for it. */
  statuses: number[];
}

/** One request to send: the raw path with its query, and optionally a content type and a raw body. */
export interface FuzzCase {
  what: string;
  url: string;
  contentType?: string;
  body?: string | Buffer;
  /** Request headers of the case (a documented header parameter given a bad value). */
  headers?: Record<string, string>;
  /**
   * Sent on its own, after the others: a request over Node's 16 KB of headers is answered 431 and
   * its connection destroyed, and a connection opened at that instant was seen reset with it.
   */
  alone?: boolean;
}

/** mulberry32: a small seeded PRNG, enough to pick cases and variants reproducibly. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** `n` of `items`, in their original order (a deterministic sample). */
    sample<T>(items: readonly T[], n: number): T[] {
      if (items.length <= n) return [...items];
      const idx = items.map((_, i) => i);
      for (let i = idx.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [idx[i], idx[j]] = [idx[j], idx[i]];
      }
      return idx.slice(0, n).sort((x, y) => x - y).map((i) => items[i]);
    },
  };
}
export type Prng = ReturnType<typeof prng>;

// ---------------------------------------------------------------------------------------------
// The operations of the OpenAPI document

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document but /api/docs itself (and HEAD), its `$ref`s resolved. */
export function operationsOf(doc: Schema): Operation[] {
  const resolve = (s: Schema): Schema => {
    if (!s || typeof s !== 'object') return s;
    if (typeof s.$ref === 'string') {
      const name = s.$ref.replace(/^#\/components\/schemas\//, '');
      return resolve(doc.components?.schemas?.[name] ?? {});
    }
    return s;
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<Schema>(doc.paths ?? {})) {
    if (path === '/api/docs' || path.startsWith('/api/docs/')) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params: Param[] = (op.parameters ?? [])
        .map(resolve)
        .filter((p: Schema) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p: Schema) => ({ in: p.in, name: p.name, schema: resolve(p.schema ?? {}) }));
      const content = op.requestBody?.content ?? {};
      const type = (['application/json', 'multipart/form-data'] as const).find((t) => content[t]);
      const binaryTypes = Object.entries<Schema>(op.responses ?? {})
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([, r]) => Object.keys(r.content ?? {}))
        .filter((t) => t !== 'application/json');
      const statuses = Object.keys(op.responses ?? {}).map(Number);
      ops.push({ method: method.toUpperCase(), path, params, body: type ? { type, schema: resolve(content[type].schema ?? {}) } : undefined, binaryTypes, statuses });
    }
  }
  return ops;
}

// ---------------------------------------------------------------------------------------------
// Valid values, from a schema: the base every case changes in one place

const STRING_CANDIDATES = ['fuzz', 'Fuzz Test', 'fuzz-1', 'x', '35100', '1', 'IT', 'PD', '+39 049 123456', '2025-03-01', 'aaaaaaaaaaaaaaaaaaaaa'];

/** A value the schema accepts (as far as a generic guess goes): the first enum value, a matching word, the minimum. */
export function validValue(schema: Schema): unknown {
  if (!schema || typeof schema !== 'object') return 'x';
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.anyOf)) {
    // The last alternative is usually the real one (the first, an empty string or null).
    return validValue(schema.anyOf[schema.anyOf.length - 1]);
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [validValue(schema.items ?? {})];
    case 'object':
      return validObject(schema);
    case 'null':
      return null;
  }
  if (schema.format === 'email') return 'fuzz@example.test';
  if (schema.format === 'date-time') return '2025-03-01T10:00:00Z';
  if (schema.format === 'date') return '2025-03-01';
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const fits = (s: string) => (!pattern || pattern.test(s)) && s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? Infinity);
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** The required fields of an object schema, each with a valid value; optional fields are left out. */
function validObject(schema: Schema): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of schema.required ?? []) {
    const sub = schema.properties?.[key];
    if (sub && !(sub.format === 'binary')) out[key] = validValue(sub);
  }
  return out;
}

const typeOf = (schema: Schema): string => {
  if (Array.isArray(schema.enum) || 'const' in schema) return 'enum';
  if (Array.isArray(schema.anyOf)) return typeOf(schema.anyOf[schema.anyOf.length - 1]);
  return typeof schema.type === 'string' ? schema.type : 'string';
};

// ---------------------------------------------------------------------------------------------
// Bad values

/** JSON written as raw text, so that what JSON.stringify cannot write (1e309, -0, 99999999999999999999) is sent as is. */
interface Raw {
  raw: string;
}
const raw = (text: string): Raw => ({ raw: text });
const isRaw = (v: unknown): v is Raw => typeof v === 'object' && v !== null && 'raw' in v && Object.keys(v).length === 1;
const json = (v: unknown) => (isRaw(v) ? v.raw : JSON.stringify(v));
/** An object's JSON text, field by field (so a field's value may be raw text, and a key may repeat). */
const objectText = (entries: [string, unknown][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${json(v)}`).join(',')}}`;

const HUGE = 100 * 1024;
const CONTROL_STRINGS = ['\u0000', 'a\u0000b', '\u0001', '\u0007bell', 'x\u001b[31mred', '\u007f', 'line\r\nbreak', '\t', '\u202eevil', '\ud800', '\ufeff', '   '];
const UNICODE_STRINGS = ['é😀', '١٢٣', 'Ｆｕｌｌ', '\u0301', 'İ', 'ß'.repeat(40)];
const JSON_WRONG_TYPES: [string, unknown][] = [
  ['a number', 12345],
  ['a float', 1.5],
  ['a negative number', -1],
  ['true', true],
  ['false', false],
  ['null', null],
  ['an empty array', []],
  ['an array', ['x', 1]],
  ['an empty object', {}],
  ['an object', { a: 1 }],
  ['a string', 'fuzz'],
  ['an empty string', ''],
];
const JSON_BAD_NUMBERS: [string, unknown][] = [
  ['1e309', raw('1e309')],
  ['-1e309', raw('-1e309')],
  ['-0', raw('-0')],
  ['1e1', raw('1e1')],
  ['0', 0],
  ['-1', -1],
  ['2147483648', 2147483648],
  ['99999999999999999999', raw('99999999999999999999')],
  ['9007199254740993', raw('9007199254740993')],
  ['1.0000000000000002', raw('1.0000000000000002')],
  ['"1"', '1'],
  ['"0x10"', '0x10'],
  ['"Infinity"', 'Infinity'],
  ['"NaN"', 'NaN'],
];

/** Wrong JSON values for a field of this schema: every wrong type, and the edge values of its own. */
function badJsonValues(schema: Schema): [string, unknown][] {
  const type = typeOf(schema);
  const values: [string, unknown][] = JSON_WRONG_TYPES.filter(([, v]) => {
    if (type === 'integer' || type === 'number') return typeof v !== 'number' || !Number.isInteger(v) || (v as number) < 0;
    if (type === 'boolean') return typeof v !== 'boolean';
    if (type === 'string') return typeof v !== 'string' || v === '';
    return true;
  });
  if (type === 'integer' || type === 'number') values.push(...JSON_BAD_NUMBERS);
  if (type === 'string' || type === 'enum') {
    const max = maxLengthOf(schema);
    values.push(['one character over maxLength', 'x'.repeat((max ?? 255) + 1)], ['100 KB', 'x'.repeat(HUGE)]);
    for (const s of [...CONTROL_STRINGS, ...UNICODE_STRINGS]) values.push([`${JSON.stringify(s).slice(0, 20)}`, s]);
  }
  if (type === 'enum') values.push(['an unknown choice', 'no-such-choice'], ['the first choice in upper case', String(validValue(schema)).toUpperCase() + '_']);
  return values;
}

const maxLengthOf = (schema: Schema): number | undefined =>
  schema.maxLength ?? (Array.isArray(schema.anyOf) ? Math.max(...schema.anyOf.map((s: Schema) => s.maxLength ?? 0)) || undefined : undefined);

/** Bad text for a path or query parameter, already percent-encoded as it goes on the wire. */
const BAD_INTEGER_TEXT = [
  '0', '-1', '-0', '2147483648', '99999999999999999999', '1e1', '1e309', '0x10', '0o7', '0b1', 'Infinity', '-Infinity', 'NaN',
  '1.5', '1.0', '+1', '%201', '1%20', '1_0', '%00', '1%00', '%2e%2e', '%2e%2e%2f%2e%2e', '..', '%C3%A9', '%D9%A1', '%E2%80%AE1',
  '%', '%zz', '%C0%AF', '%FF', 'null', 'true', '[1]', '%5B1%5D', '%7B%7D', '9'.repeat(2000),
];
const BAD_STRING_TEXT = [
  '%00', 'a%00b', '%01', '%1F', '%7F', '%1B%5B31m', '%0D%0ASet-Cookie:%20x=1', '%E2%80%AE', '%F0%9F%98%80', '%ED%A0%80', '%',
  '%zz', '%C0%AF', '%FF', '%2e%2e%2f', '%5C', '%22%27%3C%3E', '%25', '%20', '',
];

function badTextValues(schema: Schema): [string, string][] {
  const type = typeOf(schema);
  const list = type === 'integer' || type === 'number' ? BAD_INTEGER_TEXT : type === 'boolean' ? ['yes', '2', 'TRUE', '', '%00', '1e1', 'null'] : BAD_STRING_TEXT;
  const values: [string, string][] = list.map((v) => [v.length > 40 ? `${v.slice(0, 10)}… (${v.length})` : v, v]);
  if (type === 'enum') values.push(['nope', 'nope'], ['upper case', encodeURIComponent(String(validValue(schema)).toUpperCase()) + '_']);
  const max = maxLengthOf(schema);
  if (max !== undefined) values.push([`maxLength+1 (${max + 1})`, 'x'.repeat(max + 1)]);
  // Long but within Node's 16 KB of headers; the 100 KB one tests that limit's answer.
  values.push(['8 KB', 'x'.repeat(8 * 1024)]);
  return values;
}

// ---------------------------------------------------------------------------------------------
// Cases of one operation

const UNKNOWN_QUERY = ['zzz=1', '__proto__=1', '__proto__%5Bx%5D=1', 'constructor=x', 'constructor%5Bprototype%5D%5Bx%5D=1', 'toString=1', 'hasOwnProperty=1', 'a%00=1', '=1', '&&&', '%zz=1'];

const PROTO_BODIES: [string, string][] = [
  ['__proto__ key', '{"__proto__":{"role":"admin","isAdmin":true}}'],
  ['constructor.prototype key', '{"constructor":{"prototype":{"role":"admin"}}}'],
  ['prototype key', '{"prototype":{"x":1}}'],
  ['nested __proto__', '{"a":{"__proto__":{"x":1}}}'],
  ['__proto__ null', '{"__proto__":null}'],
];

/** JSON bodies that are not an object, not JSON, or big. */
let jsonBodies: [string, string][] | undefined;
function badJsonBodies(): [string, string][] {
  return (jsonBodies ??= makeBadJsonBodies());
}
function makeBadJsonBodies(): [string, string][] {
  const depth = 400_000; // 800 KB of nested arrays: under the 1 MB body limit
  return [
    ['an empty body', ''],
    ['truncated JSON', '{"email": "a@b.c", "pass'],
    ['only an opening brace', '{'],
    ['not JSON', 'hello'],
    ['a JSON string', '"x"'],
    ['a JSON number', '1'],
    ['JSON null', 'null'],
    ['JSON true', 'true'],
    ['a JSON array', '[]'],
    ['NaN', 'NaN'],
    ['a trailing comma', '{"a":1,}'],
    ['single quotes', "{'a':1}"],
    ['a comment', '{/* x */}'],
    ['a BOM', '\ufeff{}'],
    ['NUL in the body', '{"a\u0000":1}'],
    ['a lone surrogate escape', '{"x":"\\ud800"}'],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]).toString('latin1')],
    [`${depth} nested arrays`, '['.repeat(depth) + ']'.repeat(depth)],
    ['10,000 nested objects', '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000)],
    ['over the 1 MB body limit', `{"x":"${'x'.repeat(1024 * 1024 + 10)}"}`],
    ['50,000 keys', `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`],
  ];
}

const WRONG_CONTENT_TYPES: [string, string, string][] = [
  ['text/plain', 'text/plain', '{}'],
  ['form-urlencoded', 'application/x-www-form-urlencoded', 'a=1&b=2'],
  ['multipart without a boundary', 'multipart/form-data', 'a=1'],
  ['multipart with an empty boundary', 'multipart/form-data; boundary=', 'a=1'],
  ['multipart with garbage', 'multipart/form-data; boundary=XyZ', '--XyZ\r\ngarbage\r\n\r\n\u0000\u0001--Xy'],
  ['multipart/mixed', 'multipart/mixed; boundary=XyZ', '--XyZ--\r\n'],
  ['JSON with charset utf-16', 'application/json; charset=utf-16', '{}'],
  ['JSON with a bogus parameter', 'application/json; x=%00', '{}'],
  ['application/jsonx', 'application/jsonx', '{}'],
  ['a content type with junk parameters', 'application/json\t;;;', '{}'],
  ['octet-stream', 'application/octet-stream', '\u0000\u0001\u0002'],
  ['XML', 'application/xml', '<x/>'],
];

const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';
interface Part {
  name: string;
  value: string;
  filename?: string;
  headers?: string;
}
function multipart(parts: Part[], { close = true, boundary = BOUNDARY } = {}): Buffer {
  const chunks = parts.map((p) => {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.headers ?? (p.filename !== undefined ? 'Content-Type: application/pdf\r\n' : '')}\r\n${p.value}\r\n`;
  });
  return Buffer.from(chunks.join('') + (close ? `--${boundary}--\r\n` : ''), 'utf8');
}
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/** The bad multipart forms of an upload route: each field wrong, and broken forms. */
function multipartCases(schema: Schema, base: Record<string, string>): [string, Buffer, string?][] {
  const fields = Object.entries(base).map(([name, value]) => ({ name, value }));
  const file: Part = { name: 'file', value: PDF, filename: 'fuzz.pdf' };
  const out: [string, Buffer, string?][] = [];
  for (const [key, sub] of Object.entries<Schema>(schema.properties ?? {})) {
    if (sub.format === 'binary') continue;
    const others = fields.filter((f) => f.name !== key);
    const bad: [string, string][] = [
      ['over maxLength', 'x'.repeat((maxLengthOf(sub) ?? 255) + 1)],
      ['over the 16 KiB field limit', 'x'.repeat(17 * 1024)],
      ['100 KB', 'x'.repeat(HUGE)],
      ...CONTROL_STRINGS.map((s) => [JSON.stringify(s).slice(0, 20), s] as [string, string]),
      ...BAD_INTEGER_TEXT.slice(0, 24).map((s) => [`"${s.slice(0, 20)}"`, decodeURIComponentSafe(s)] as [string, string]),
      ['{"__proto__":1}', '{"__proto__":1}'],
      ['[]', '[]'],
    ];
    for (const [what, value] of bad) out.push([`multipart ${key} = ${what}`, multipart([...others, { name: key, value }, file])]);
    out.push([`multipart ${key} twice`, multipart([...fields, { name: key, value: base[key] ?? 'x' }, file])]);
  }
  out.push(
    ['multipart with an unknown field', multipart([...fields, { name: 'zzz', value: '1' }, file])],
    ['multipart with a __proto__ field', multipart([...fields, { name: '__proto__', value: '{"x":1}' }, file])],
    ['multipart with a constructor field', multipart([...fields, { name: 'constructor', value: 'x' }, file])],
    ['multipart with a field name over 40 bytes', multipart([...fields, { name: 'n'.repeat(200), value: 'x' }, file])],
    ['multipart with the file first', multipart([file, ...fields])],
    ['multipart with two files', multipart([...fields, file, file])],
    ['multipart with the file under another name', multipart([...fields, { ...file, name: 'upload' }])],
    ['multipart with a file without a name', multipart([...fields, { ...file, filename: '' }])],
    ['multipart with a file named ../../etc/passwd', multipart([...fields, { ...file, filename: '../../etc/passwd' }])],
    ['multipart with a file named %00.pdf', multipart([...fields, { ...file, filename: 'a\u0000.pdf' }])],
    ['multipart with a 1,000-character file name', multipart([...fields, { ...file, filename: `${'n'.repeat(1000)}.pdf` }])],
    ['multipart with a field sent as a file', multipart([...fields.slice(1), { name: fields[0]?.name ?? 'title', value: 'x', filename: 'x.txt' }, file])],
    ['multipart with no parts', multipart([])],
    ['multipart not closed', multipart([...fields, file], { close: false })],
    ['multipart cut inside a part', multipart([...fields, file]).subarray(0, 60)],
    ['multipart with 30 fields', multipart([...fields, ...Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'x' }))])],
    ['multipart with a part without headers', Buffer.from(`--${BOUNDARY}\r\n\r\nvalue\r\n--${BOUNDARY}--\r\n`)],
    ['multipart with a wrong boundary', multipart([...fields, file], { boundary: 'other' })],
    ['multipart with a part of 200 headers', multipart([...fields, { name: 'title', value: 'x', headers: 'X-A: 1\r\n'.repeat(200) }, file])],
    ['multipart with a base64 transfer encoding', multipart([...fields, { ...file, headers: 'Content-Transfer-Encoding: base64\r\n' }])],
  );
  return out;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Path values that are valid: an id that exists (1), a token of the right shape. */
function validPathValue(param: Param): string {
  return encodeURIComponent(String(validValue(param.schema)));
}

/** Every case of one operation, at most `max` of them (a seeded sample when there are more). */
export function casesFor(op: Operation, rng: Prng, max: number): FuzzCase[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const headerParams = op.params.filter((p) => p.in === 'header');
  const pathWith = (values: Record<string, string> = {}) =>
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? validPathValue(pathParams.find((p) => p.name === name)!));
  const basePath = pathWith();
  const bodySchema = op.body?.schema;
  const baseBody = bodySchema ? validObject(bodySchema) : undefined;
  const jsonBody = op.body?.type === 'application/json';
  const withBody = (c: Omit<FuzzCase, 'contentType' | 'body'>): FuzzCase => {
    if (!op.body) return c;
    if (jsonBody) return { ...c, contentType: 'application/json', body: JSON.stringify(baseBody) };
    const fields = Object.entries(baseBody ?? {}).map(([name, value]) => ({ name, value: String(value) }));
    return { ...c, contentType: MULTIPART_TYPE, body: multipart([...fields, { name: 'file', value: PDF, filename: 'fuzz.pdf' }]) };
  };

  const cases: FuzzCase[] = [];
  // Path parameters
  for (const p of pathParams) {
    for (const [what, value] of badTextValues(p.schema)) cases.push(withBody({ what: `path ${p.name} = ${what}`, url: pathWith({ [p.name]: value }) }));
  }
  // Query parameters
  for (const p of queryParams) {
    for (const [what, value] of badTextValues(p.schema)) cases.push(withBody({ what: `query ${p.name} = ${what}`, url: `${basePath}?${p.name}=${value}` }));
    const valid = encodeURIComponent(String(validValue(p.schema)));
    cases.push(withBody({ what: `query ${p.name} twice`, url: `${basePath}?${p.name}=${valid}&${p.name}=${valid}` }));
    cases.push(withBody({ what: `query ${p.name}[]`, url: `${basePath}?${p.name}%5B%5D=${valid}` }));
    cases.push(withBody({ what: `query ${p.name}[a]`, url: `${basePath}?${p.name}%5Ba%5D=${valid}` }));
    cases.push(withBody({ what: `query ${p.name} without =`, url: `${basePath}?${p.name}` }));
  }
  for (const q of UNKNOWN_QUERY) cases.push(withBody({ what: `unknown query ${q}`, url: `${basePath}?${q}` }));
  // Header parameters (an Idempotency-Key), with what an HTTP header can carry: visible ASCII.
  for (const p of headerParams) {
    for (const [what, value] of badTextValues(p.schema).filter(([, v]) => /^[\x20-\x7e]*$/.test(v))) {
      cases.push(withBody({ what: `header ${p.name} = ${what}`, url: basePath, headers: { [p.name]: value } }));
    }
  }
  cases.push({ ...withBody({ what: 'a query of 100 KB', url: `${basePath}?zzz=${'x'.repeat(HUGE)}` }), alone: true });
  // The JSON of the users list's query (ra-data-simple-rest)
  for (const p of queryParams.filter((q) => ['filter', 'sort', 'range'].includes(q.name))) {
    for (const [what, value] of jsonQueryValues(p.name)) cases.push(withBody({ what: `query ${p.name} = ${what}`, url: `${basePath}?${p.name}=${encodeURIComponent(value)}` }));
  }
  // Body fields
  if (bodySchema && jsonBody) {
    const baseEntries = Object.entries(baseBody ?? {});
    for (const [key, sub] of Object.entries<Schema>(bodySchema.properties ?? {})) {
      for (const [what, value] of badJsonValues(sub)) {
        const body = objectText([...baseEntries.filter(([k]) => k !== key), [key, value]]);
        cases.push({ what: `body ${key} = ${what}`, url: basePath, contentType: 'application/json', body });
      }
      cases.push({ what: `body ${key} twice`, url: basePath, contentType: 'application/json', body: objectText([...baseEntries, [key, 1], [key, validValue(sub)]]) });
    }
    cases.push({ what: 'body with an unknown field', url: basePath, contentType: 'application/json', body: objectText([...baseEntries, ['zzz', 1]]) });
    for (const [what, body] of PROTO_BODIES) {
      const merged = `{${[...baseEntries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), body.slice(1, -1)].join(',')}}`;
      cases.push({ what: `body with a ${what}`, url: basePath, contentType: 'application/json', body: merged });
    }
  }
  if (bodySchema && !jsonBody) {
    const base = Object.fromEntries(Object.entries(baseBody ?? {}).map(([k, v]) => [k, String(v)]));
    for (const [what, body] of multipartCases(bodySchema, base)) cases.push({ what, url: basePath, contentType: MULTIPART_TYPE, body });
    cases.push({ what: 'a JSON body on a multipart route', url: basePath, contentType: 'application/json', body: JSON.stringify(baseBody) });
  }
  // Whole bodies: bad JSON and wrong content types, on every route that is not a GET
  // (a body on a route without one must be ignored or refused, never fail).
  if (op.method !== 'GET') {
    for (const [what, body] of badJsonBodies()) cases.push({ what: `JSON body: ${what}`, url: basePath, contentType: 'application/json', body });
    for (const [what, body] of PROTO_BODIES) cases.push({ what: `JSON body: only a ${what}`, url: basePath, contentType: 'application/json', body });
    for (const [what, type, body] of WRONG_CONTENT_TYPES) cases.push({ what: `content type ${what}`, url: basePath, contentType: type, body });
    cases.push({ what: 'a body without a content type', url: basePath, body: '{}' });
  }
  return rng.sample(cases, max);
}

/** Values of the JSON query parameters of GET /api/users (filter, sort, range). */
function jsonQueryValues(name: string): [string, string][] {
  const common: [string, string][] = [
    ['not JSON', '{x'],
    ['an empty string', ''],
    ['JSON null', 'null'],
    ['a JSON string', '"x"'],
    ['a number', '1'],
    ['NUL', '\u0000'],
    ['deeply nested arrays', '['.repeat(900) + ']'.repeat(900)],
    ['deeply nested objects', '{"a":'.repeat(300) + '1' + '}'.repeat(300)],
    ['__proto__', '{"__proto__":{"role":"admin"}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"role":"admin"}}}'],
    ['over maxLength', JSON.stringify({ q: 'x'.repeat(2100) })],
  ];
  if (name === 'filter') {
    return [
      ...common,
      ['an array', '[]'],
      ['q as a number', '{"q":1}'],
      ['q with NUL', '{"q":"a\\u0000b"}'],
      ['q with a control character', '{"q":"\\u0001"}'],
      ['q as an object', '{"q":{"$ne":null}}'],
      ['q as an array', '{"q":["a","b"]}'],
      ['q of SQL', `{"q":"' OR 1=1 --"}`],
      ['q of LIKE wildcards', '{"q":"%_\\\\"}'],
      ['id 0', '{"id":0}'],
      ['id 1e309', '{"id":1e309}'],
      ['id 2147483648', '{"id":2147483648}'],
      ['id -0', '{"id":-0}'],
      ['id as a string', '{"id":"1"}'],
      ['id of 501 items', JSON.stringify({ id: Array.from({ length: 501 }, (_, i) => i + 1) })],
      ['id an empty array', '{"id":[]}'],
      ['id nested arrays', '{"id":[[1]]}'],
      ['role unknown', '{"role":"root"}'],
      ['status as null', '{"status":null}'],
      ['an unknown key', '{"email":"x"}'],
      ['a repeated key', '{"role":"admin","role":"dealer"}'],
    ];
  }
  if (name === 'sort') {
    return [...common, ['an unknown field', '["password","ASC"]'], ['__proto__ field', '["__proto__","ASC"]'], ['a bad order', '["id","SIDEWAYS"]'], ['one item', '["id"]'], ['three items', '["id","ASC",1]'], ['an object', '{"field":"id"}']];
  }
  return [
    ...common,
    ['negative', '[-1,5]'],
    ['reversed', '[5,1]'],
    ['too wide', '[0,100000]'],
    ['1e309', '[0,1e309]'],
    ['floats', '[0.5,1.5]'],
    ['strings', '["0","1"]'],
    ['one number', '[0]'],
    ['over the maximum', '[2000000,2000001]'],
    ['-0', '[-0,0]'],
  ];
}

/** Malformed Range and conditional headers, for a real download link (GET /api/files/{token}). */
export const DOWNLOAD_HEADERS: [string, Record<string, string>][] = [
  ...[
    'bytes=abc', 'bytes=', 'bytes=-', 'bytes=-0', 'bytes=0-0', 'bytes=5-1', 'bytes=99999999999999999999-', 'bytes=0-99999999999999999999',
    'bytes=-99999999999999999999', 'bytes=1e3-', 'bytes=0x10-', 'bytes=-1-2', 'bytes=0-1,2-3,4-5', `bytes=${Array.from({ length: 300 }, (_, i) => `${i}-${i}`).join(',')}`,
    'bytes=0-1,0-1', 'items=0-1', 'bytes 0-1', '=0-1', 'bytes=\u00e9-', 'bytes=Infinity-', 'bytes=NaN-1',
  ].map((range): [string, Record<string, string>] => [`Range: ${range.slice(0, 40)}`, { range }]),
  ['If-None-Match: *', { 'if-none-match': '*' }],
  ['If-None-Match: garbage', { 'if-none-match': 'garbage, "x", W/' }],
  ['If-Range: garbage with Range', { 'if-range': 'not a date', range: 'bytes=0-1' }],
  ['If-Range: a date with Range', { 'if-range': 'Thu, 01 Jan 1970 00:00:00 GMT', range: 'bytes=0-1' }],
  ['If-Modified-Since: not a date', { 'if-modified-since': 'yesterday' }],
  ['If-Modified-Since: year 275760', { 'if-modified-since': 'Sat, 13 Sep 275760 00:00:00 GMT' }],
  ['If-Unmodified-Since: the epoch', { 'if-unmodified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' }],
  ['If-Match: a wrong ETag', { 'if-match': '"nope"' }],
];
