// Bad requests derived from an OpenAPI document, for the bad-input test: for every operation,
// a plausible valid request (the baseline) and, for each path/query parameter and each body
// property (nested ones too), the baseline with that one value broken — missing, of the wrong
// type, with a NUL or a lone surrogate, huge, out of range, not in its enum — plus whole-body
// breakage (malformed JSON, wrong or odd Content-Type, too large, URL-encoded variants).
// Everything comes from the document, so a new route is probed without writing a case.

/** A JSON Schema as zod-openapi writes it (the parts the probes read). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One request to send. `url` is already encoded (it may hold deliberately broken escapes). */
export interface Probe {
  /** 'POST /api/v1/farms' as in the document. */
  operation: string;
  /** What is broken, e.g. 'body.boundary.coordinates: []'. */
  what: string;
  /**
   * baseline: the plausible valid request; field: one parameter or body value broken (read only
   * after authentication); request: the request as a whole broken (body, encoding, undecodable path).
   */
  kind: 'baseline' | 'field' | 'request';
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
/** Longer than any text limit of the contract, well under the 1 MB body limit. */
const HUGE_BODY_TEXT = 'x'.repeat(20_000);
/** Longer than any text limit, short enough for Node's 16 kB request line. */
const HUGE_URL_TEXT = 'x'.repeat(4_000);
const NOT_IN_ENUM = 'not-an-allowed-value';
const FORM = 'application/x-www-form-urlencoded';
/** Replaced by a value of its own in every probe. */
const UNIQUE = 'uniq0000';
const JSON_TYPE = 'application/json';

/** Sample strings for properties whose schema gives no format or example (GoTrue's bodies). */
const HINTS: Record<string, () => string> = {
  email: () => `probe-${UNIQUE}@example.test`,
  password: () => 'password123',
};

type Where = 'path' | 'query' | 'body';

/** A broken value: `value` undefined means "left out". */
interface Mutation {
  what: string;
  value: unknown;
  omit?: boolean;
}

export interface ProbeOptions {
  /** A value for a path parameter that names something real (a farm of the caller), else a sample is used. */
  pathValue?: (path: string, name: string) => string | undefined;
}

export class ProbeBuilder {
  /** Whether samples carry optional properties known only by their names (see HINTS). */
  private includeGuessed = true;
  private sent = 0;

  constructor(
    private readonly document: OpenApiDocument,
    private readonly settings: ProbeOptions = {},
  ) {}

  /** Every probe of every operation of the document. */
  all(): Probe[] {
    const probes: Probe[] = [];
    for (const [path, item] of Object.entries(this.document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item ?? {})) {
        if (!METHODS.has(method) || !operation) continue;
        probes.push(...this.forOperation(path, method, operation));
      }
    }
    return probes;
  }

  private forOperation(path: string, method: string, operation: Operation): Probe[] {
    const name = `${method.toUpperCase()} ${path}`;
    const parameters = operation.parameters ?? [];
    const bodySchema = operation.requestBody?.content?.[JSON_TYPE]?.schema;
    const baseline = {
      path: Object.fromEntries(
        parameters
          .filter((p) => p.in === 'path')
          .map((p) => [p.name, this.settings.pathValue?.(path, p.name) ?? this.sample(p.schema ?? {}, p.name)]),
      ) as Record<string, unknown>,
      query: Object.fromEntries(
        parameters
          .filter((p) => p.in === 'query' && (p.required || this.confident(p.schema ?? {}, p.name)))
          .map((p) => [p.name, this.sample(p.schema ?? {}, p.name)]),
      ) as Record<string, unknown>,
      body: bodySchema ? this.sample(bodySchema) : undefined,
    };
    const probe = (
      kind: Probe['kind'],
      what: string,
      change: { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; raw?: RawBody },
    ): Probe => {
      const pathValues = change.path ?? baseline.path;
      const url =
        path.replace(/\{([^}]+)\}/g, (_m, key: string) => encodeValue(pathValues[key])) +
        queryString(change.query ?? baseline.query);
      const raw = change.raw ?? (bodySchema ? jsonBody('body' in change ? change.body : baseline.body) : undefined);
      // Each probe its own e-mail address, so one that signs up does not turn the others into "already registered".
      const unique = `${(this.sent++).toString(36)}x${Math.random().toString(36).slice(2, 6)}`;
      return {
        operation: name,
        what,
        kind,
        method,
        url: url.replaceAll(UNIQUE, unique),
        headers: raw?.headers ?? {},
        ...(raw ? { body: typeof raw.body === 'string' ? raw.body.replaceAll(UNIQUE, unique) : raw.body } : {}),
      };
    };

    const probes: Probe[] = [probe('baseline', 'baseline', {})];
    for (const parameter of parameters) {
      if (parameter.in !== 'path' && parameter.in !== 'query') continue;
      const where = parameter.in;
      const withValue = (value: unknown, omitted = false) => {
        const values = { ...baseline[where] };
        if (omitted) delete values[parameter.name];
        else values[parameter.name] = value;
        return { [where]: values };
      };
      for (const m of this.mutations(parameter.schema ?? {}, where, 0)) {
        probes.push(probe('field', `${where}.${parameter.name}: ${m.what}`, withValue(m.value, m.omit)));
      }
      if (where === 'path') {
        // Escapes Express cannot decode, sent as they are, and an empty segment (no route matches).
        for (const broken of ['%E0%A4%A', '%', '%ZZ', '']) {
          probes.push(
            probe('request', `path.${parameter.name}: ${JSON.stringify(broken)} as it is`, withValue(new Raw(broken))),
          );
        }
      }
    }
    if (bodySchema) {
      // Optional properties sampled from their names only (GoTrue's email and password) make a
      // body that reaches sign-up's checks but stops a profile update early (a password change
      // wants reauthentication): such bodies are probed with and without them.
      const guessed = Object.entries(this.resolve(bodySchema).properties ?? {}).some(([key]) => key in HINTS);
      const seen = new Set<string>();
      for (const includeGuessed of guessed ? [false, true] : [true]) {
        this.includeGuessed = includeGuessed;
        for (const m of this.mutations(bodySchema, 'body', 0)) {
          const key = `${m.what}|${m.omit ? '' : JSON.stringify(m.value)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          probes.push(probe('field', `body${prefixed(m.what)}`, m.omit ? { raw: noBody() } : { body: m.value }));
        }
      }
      this.includeGuessed = true;
    }
    // Every body problem where the operation reads a body; elsewhere the ones any request can carry.
    const valid = JSON.stringify(baseline.body ?? {});
    for (const [what, raw] of wholeBodyProbes(valid)) {
      if (bodySchema || ANY_REQUEST.has(what)) probes.push(probe('request', what, { raw }));
    }
    if (path.startsWith('/auth/v1/') && bodySchema) {
      const form = formBody(baseline.body);
      const formProbes: [string, RawBody][] = [
        ['form body', { headers: { 'Content-Type': FORM }, body: form }],
        [
          'form body with NUL',
          { headers: { 'Content-Type': FORM }, body: `${form}&email=a%00b&password=a%00b&data=a%00b` },
        ],
        ['form body with an undecodable escape', { headers: { 'Content-Type': FORM }, body: `${form}&email=%E0%A4%A` }],
        [
          'form body over the parameter limit',
          { headers: { 'Content-Type': FORM }, body: Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&') },
        ],
        ['form body in an unknown charset', { headers: { 'Content-Type': `${FORM}; charset=klingon` }, body: form }],
        ['form body over the size limit', { headers: { 'Content-Type': FORM }, body: `big=${'x'.repeat(1_100_000)}` }],
      ];
      for (const [what, raw] of formProbes) probes.push(probe('request', what, { raw }));
    }
    return probes;
  }

  /** Whether a sample can be trusted to be valid (so optional values are sent in the baseline). */
  private confident(schema: JsonSchema, name?: string): boolean {
    const s = this.resolve(schema);
    const documented = s.example !== undefined || s.examples !== undefined || s.enum !== undefined;
    return documented || (this.includeGuessed && name !== undefined && name in HINTS);
  }

  private resolve(schema: JsonSchema): JsonSchema {
    let current = schema;
    for (let i = 0; current.$ref && i < 10; i++) {
      const id = current.$ref.replace('#/components/schemas/', '');
      current = { ...this.document.components?.schemas?.[id], ...omit(current, '$ref') };
    }
    return current;
  }

  /** The options of a union that are not null (the first is the sample's). */
  private options(schema: JsonSchema): JsonSchema[] {
    const s = this.resolve(schema);
    const union = s.anyOf ?? s.oneOf;
    if (union) return union.flatMap((option) => (this.typeOf(option) === 'null' ? [] : [this.resolve(option)]));
    if (s.allOf?.[0]) return [this.resolve({ ...s.allOf[0], ...omit(s, 'allOf') })];
    return [s];
  }

  private typeOf(schema: JsonSchema): string {
    const s = this.resolve(schema);
    const types = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null') : s.type ? [s.type] : [];
    if (types[0]) return types[0];
    if (Array.isArray(s.type)) return 'null';
    if (s.properties || s.additionalProperties) return 'object';
    if (s.anyOf || s.oneOf) return 'union';
    return 'unknown';
  }

  /** A plausible valid value: example, default, const, enum, else one built from the type. */
  sample(schema: JsonSchema, name?: string, depth = 0): unknown {
    const s = this.resolve(schema);
    if (s.example !== undefined) return s.example;
    if (s.examples?.[0] !== undefined) return s.examples[0];
    if (s.default !== undefined && s.default !== null) return s.default;
    if (s.const !== undefined) return s.const;
    if (s.enum?.[0] !== undefined) return s.enum[0];
    const [first] = this.options(s);
    if (first && first !== s) return this.sample(first, name, depth);
    switch (this.typeOf(s)) {
      case 'string':
        return this.sampleText(s, name);
      case 'number':
      case 'integer': {
        const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
        const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
        // A third of the way up: inside the range, and not 0 (a location of 0,0 means "not set").
        const value = low !== undefined && high !== undefined ? low + (high - low) / 3 : (low ?? 1);
        return this.typeOf(s) === 'integer' ? Math.ceil(value) : value;
      }
      case 'boolean':
        return true;
      case 'array': {
        if (s.prefixItems) return s.prefixItems.map((item) => this.sample(item, undefined, depth + 1));
        return s.items && depth < 6 ? [this.sample(s.items, undefined, depth + 1)] : [];
      }
      case 'object': {
        const result: Record<string, unknown> = {};
        const required = new Set(s.required ?? []);
        for (const [key, property] of Object.entries(s.properties ?? {})) {
          if (required.has(key) || this.confident(property, key)) {
            result[key] = this.sample(property, key, depth + 1);
          }
        }
        if (!s.properties && typeof s.additionalProperties === 'object' && depth < 6) {
          result.probe = this.sample(s.additionalProperties, undefined, depth + 1);
        }
        return result;
      }
      default:
        return 'probe';
    }
  }

  private sampleText(s: JsonSchema, name?: string): string {
    if (s.format === 'uuid') return crypto.randomUUID();
    if (s.format === 'email') return HINTS.email!();
    if (s.format === 'uri' || s.format === 'url') return 'https://example.test/';
    if (s.format === 'date-time') return new Date().toISOString();
    const hint = name ? HINTS[name]?.() : undefined;
    const candidates = [hint, 'probe', '123456', 'a'].filter((c): c is string => c !== undefined);
    const pattern = s.pattern ? new RegExp(s.pattern, 'u') : null;
    const text = candidates.find((c) => !pattern || pattern.test(c)) ?? 'probe';
    return text.length < (s.minLength ?? 0) ? text.padEnd(s.minLength!, 'p') : text;
  }

  /** The broken values of one schema, nested ones included (`what` names the path). */
  private mutations(schema: JsonSchema, where: Where, depth: number): Mutation[] {
    const found = new Map<string, Mutation>();
    const add = (m: Mutation) => {
      const key = `${m.what}|${m.omit ? 'omit' : JSON.stringify(m.value)}`;
      if (!found.has(key)) found.set(key, m);
    };
    add({ what: 'missing', value: undefined, omit: true });
    if (where === 'body') add({ what: 'null', value: null });
    for (const option of this.options(schema)) {
      for (const m of this.mutationsOfOption(option, where, depth)) add(m);
    }
    return [...found.values()];
  }

  private mutationsOfOption(s: JsonSchema, where: Where, depth: number): Mutation[] {
    const inUrl = where !== 'body';
    const list: Mutation[] = [];
    const type = this.typeOf(s);
    if (s.enum || s.const !== undefined) {
      // A value outside a closed list: its type and text variants all fail the same check.
      list.push({ what: 'not in the enum', value: NOT_IN_ENUM }, { what: 'NUL', value: NUL });
      if (!inUrl) list.push({ what: 'a number instead', value: 1 });
    } else if (type === 'string' || type === 'unknown') {
      list.push({ what: 'NUL', value: NUL });
      list.push({ what: 'huge', value: inUrl ? HUGE_URL_TEXT : HUGE_BODY_TEXT });
      if (!inUrl)
        list.push({ what: 'lone surrogate', value: LONE_SURROGATE }, { what: 'a number instead', value: 12345 });
    }
    if (type === 'number' || type === 'integer') {
      if (inUrl) {
        for (const text of ['0x10', '1e3', '', ' ', '-1', '1.5', 'abc', 'Infinity', 'NaN', '99999999999999999999999']) {
          list.push({ what: `"${text}"`, value: text });
        }
      } else {
        list.push(
          { what: 'a string instead', value: 'abc' },
          { what: 'a numeric string', value: '5' },
          { what: 'a hex string', value: '0x10' },
          { what: 'true', value: true },
          { what: 'an array [5]', value: [5] },
          { what: '-1', value: -1 },
          { what: '1e308', value: 1e308 },
        );
        if (type === 'integer') list.push({ what: '1.5', value: 1.5 });
      }
      if (s.minimum !== undefined)
        list.push({ what: 'below the minimum', value: inUrl ? String(s.minimum - 1) : s.minimum - 1 });
      if (s.maximum !== undefined)
        list.push({ what: 'above the maximum', value: inUrl ? String(s.maximum + 1) : s.maximum + 1 });
    }
    if (type === 'boolean')
      list.push({ what: 'a string instead', value: 'yes' }, { what: 'a number instead', value: 1 });
    if (inUrl) {
      // Query strings and paths carry text; a repeated key becomes an array.
      list.push({ what: 'repeated', value: [this.sample(s), this.sample(s)] });
      return list;
    }
    if (type === 'array') {
      list.push(
        { what: 'a string instead', value: 'x' },
        { what: 'an object instead', value: {} },
        { what: '[]', value: [] },
      );
      list.push(
        { what: '[null]', value: [null] },
        { what: 'many elements', value: Array.from({ length: 5000 }, () => this.sample(s.items || {})) },
      );
      const items = s.prefixItems ?? (s.items ? [s.items] : []);
      const sampled = this.sample(s) as unknown[];
      if (depth < 5) {
        items.forEach((item, index) => {
          for (const m of this.mutations(item, 'body', depth + 1)) {
            if (m.omit) continue;
            const value = [...sampled];
            value[index] = m.value;
            list.push({ what: `[${index}]${prefixed(m.what)}`, value });
          }
        });
      }
    }
    if (type === 'object') {
      list.push({ what: 'a string instead', value: 'x' }, { what: 'an array instead', value: [] });
      const sampled = this.sample(s) as Record<string, unknown>;
      list.push({ what: 'a NUL key', value: { ...sampled, 'a\u0000b': 'probe' } });
      if (s.additionalProperties !== undefined && s.additionalProperties !== false) {
        // Open objects (records, metadata) keep unknown keys: their keys and nested text too.
        list.push({ what: 'a lone surrogate key', value: { ...sampled, '\ud800': 'probe' } });
        list.push({ what: 'a nested NUL', value: { ...sampled, nested: { 'a\u0000b': ['c\u0000d'] } } });
      }
      if (depth < 5) {
        for (const [key, property] of Object.entries(s.properties ?? {})) {
          for (const m of this.mutations(property, 'body', depth + 1)) {
            const value = { ...sampled };
            if (m.omit) delete value[key];
            else value[key] = m.value;
            list.push({ what: `.${key}${prefixed(m.what)}`, value });
          }
        }
        if (typeof s.additionalProperties === 'object') {
          for (const m of this.mutations(s.additionalProperties, 'body', depth + 1)) {
            if (!m.omit) list.push({ what: `.probe${prefixed(m.what)}`, value: { probe: m.value } });
          }
        }
      }
    }
    if (type === 'unknown') list.push({ what: 'an object with NUL', value: { 'a\u0000b': 'c\u0000d' } });
    return list;
  }
}

/** A value to put into a URL as it is (already encoded, possibly broken on purpose). */
class Raw {
  constructor(readonly text: string) {}
}

interface RawBody {
  headers: Record<string, string>;
  body: string | Buffer;
}

const prefixed = (what: string) => (what.startsWith('.') || what.startsWith('[') ? what : `: ${what}`);

function omit<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

function encodeValue(value: unknown): string {
  if (value instanceof Raw) return value.text;
  return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
}

function queryString(values: Record<string, unknown>): string {
  const pairs = Object.entries(values).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (v) => `${encodeURIComponent(key)}=${encodeValue(typeof v === 'string' ? v : String(v))}`,
    ),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function jsonBody(value: unknown): RawBody | undefined {
  if (value === undefined) return undefined;
  return { headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify(value) };
}

function noBody(): RawBody {
  return { headers: { 'Content-Type': JSON_TYPE }, body: '' };
}

function formBody(value: unknown): string {
  if (typeof value !== 'object' || value === null) return 'probe=1';
  return Object.entries(value)
    .map(
      ([key, v]) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
    )
    .join('&');
}

/** Body problems sent to operations without a body too: a body nobody asked for must be harmless. */
const ANY_REQUEST = new Set(['malformed JSON', 'JSON over the size limit', 'JSON in an unknown charset']);

/** Breakage of the body as a whole. */
function wholeBodyProbes(valid: string): [string, RawBody][] {
  return [
    ['malformed JSON', { headers: { 'Content-Type': JSON_TYPE }, body: '{"a":' }],
    ['JSON null', { headers: { 'Content-Type': JSON_TYPE }, body: 'null' }],
    ['a JSON array', { headers: { 'Content-Type': JSON_TYPE }, body: '[1,2]' }],
    ['a JSON string', { headers: { 'Content-Type': JSON_TYPE }, body: '"text"' }],
    ['deeply nested JSON', { headers: { 'Content-Type': JSON_TYPE }, body: `${'['.repeat(5000)}${']'.repeat(5000)}` }],
    ['JSON as text/plain', { headers: { 'Content-Type': 'text/plain' }, body: valid }],
    ['JSON as application/xml', { headers: { 'Content-Type': 'application/xml' }, body: valid }],
    ['JSON in an unknown charset', { headers: { 'Content-Type': `${JSON_TYPE}; charset=klingon` }, body: valid }],
    [
      'JSON in UTF-16',
      { headers: { 'Content-Type': `${JSON_TYPE}; charset=utf-16` }, body: Buffer.from(valid, 'utf16le') },
    ],
    [
      'JSON with an unknown Content-Encoding',
      { headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'bogus' }, body: valid },
    ],
    ['JSON claiming gzip', { headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'gzip' }, body: valid }],
    [
      'JSON with invalid UTF-8',
      {
        headers: { 'Content-Type': JSON_TYPE },
        body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]),
      },
    ],
    [
      'JSON with a \\u0000 escape',
      { headers: { 'Content-Type': JSON_TYPE }, body: valid.replace(/"probe/g, '"\\u0000probe') },
    ],
    [
      'JSON over the size limit',
      { headers: { 'Content-Type': JSON_TYPE }, body: JSON.stringify({ big: 'x'.repeat(1_100_000) }) },
    ],
    ['a body without a Content-Type', { headers: {}, body: Buffer.from(valid) }],
  ];
}
