// Rules that hold for every schema the contract exports, found by walking the schemas: a schema
// added later is checked without a new case.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';

/** The parts of zod's definitions the walk reads. */
interface Def {
  type: string;
  format?: string;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

interface Node {
  schema: z.ZodType;
  path: string;
  /** Reached through a pipe's output: it only ever parses what the pipe's input produced. */
  piped: boolean;
}

/** Every schema node reachable from `root`, each once, with a readable path. */
function walk(root: z.ZodType, name: string): Node[] {
  const seen = new Set<z.ZodType>();
  const found: Node[] = [];
  const visit = (schema: z.ZodType | null | undefined, path: string, piped = false) => {
    if (!schema || seen.has(schema)) return;
    seen.add(schema);
    found.push({ schema, path, piped });
    const def = defOf(schema);
    for (const [key, child] of Object.entries(def.shape ?? {})) visit(child, `${path}.${key}`);
    visit(def.element, `${path}[]`);
    def.items?.forEach((item, i) => visit(item, `${path}[${i}]`));
    visit(def.rest, `${path}[…]`);
    visit(def.keyType, `${path}{key}`);
    visit(def.valueType, `${path}{value}`);
    def.options?.forEach((option, i) => visit(option, `${path}|${i}`));
    visit(def.innerType, path);
    visit(def.in, path);
    visit(def.out, path, true);
    visit(def.left, path);
    visit(def.right, path);
  };
  visit(root, name);
  return found;
}

const schemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);
const nodes = schemas.flatMap(([name, schema]) => walk(schema, name));

/** Text of an acceptable length that starts with `bad`. */
function probeText(schema: z.ZodType, bad: string): string | null {
  const bag = schema._zod.bag as { minimum?: number; maximum?: number };
  const length = Math.max(bag.minimum ?? 1, 2);
  if (bag.maximum !== undefined && bag.maximum < length) return null;
  return bad + 'a'.repeat(length - 1);
}

/** Values a client can send that match nothing (or only part) of what a schema expects. */
const GARBAGE: unknown[] = [
  null,
  undefined,
  0,
  -1,
  '',
  'x',
  '\u0000',
  true,
  [],
  [[]],
  [[[]]],
  [null],
  [[null]],
  [[[null]]],
  [[['a', 'b']]],
  {},
  { a: null },
];

/** A value `schema` accepts among its literals, enum options and a few plain values, or undefined. */
function validValue(schema: z.ZodType): unknown {
  const declared = walk(schema, '').flatMap(({ schema: node }) => {
    const def = node._zod.def as unknown as { values?: unknown[]; entries?: Record<string, unknown> };
    return [...(def.values ?? []), ...Object.values(def.entries ?? {})];
  });
  const plain = ['probe', 1, true, '3f1c2a7e-9b4d-4e8a-a1c2-5d6e7f809a1b', 'probe@example.test', [], {}, null];
  return [...declared, ...plain].find((candidate) => schema.safeParse(candidate).success);
}

describe('the contract', () => {
  it('when its schemas are walked, then there are schemas, strings and objects to check', () => {
    expect(schemas.length).toBeGreaterThan(30);
    expect(nodes.filter((n) => defOf(n.schema).type === 'string').length).toBeGreaterThan(40);
  });

  it('when a free-text string of any schema gets a NUL or a lone surrogate, then it is refused', () => {
    const accepting: string[] = [];
    for (const { schema, path } of nodes) {
      const def = defOf(schema);
      const bag = schema._zod.bag as { patterns?: Set<RegExp> };
      // Formats (uuid, email) and patterns accept a fixed alphabet; every other string must use text().
      if (def.type !== 'string' || def.format || bag.patterns?.size) continue;
      for (const bad of ['\u0000', '\ud800']) {
        const value = probeText(schema, bad);
        if (value !== null && schema.safeParse(value).success) accepting.push(`${path} accepts ${JSON.stringify(bad)}`);
      }
    }

    expect(accepting).toEqual([]);
  });

  it('when a number is read, then it is never coerced (true, [5] and "0x10" are not numbers)', () => {
    const coercing = nodes
      .filter((n) => defOf(n.schema).type === 'number' && defOf(n.schema).coerce)
      .map((n) => n.path);

    expect(coercing).toEqual([]);
  });

  it('when any schema or object property gets garbage, then parsing answers issues and never throws', () => {
    const throwing: string[] = [];
    const attempt = (schema: z.ZodType, input: unknown, where: string) => {
      try {
        schema.safeParse(input);
      } catch (error) {
        throwing.push(`${where} with ${JSON.stringify(input)}: ${(error as Error).message}`);
      }
    };
    for (const { schema, path } of nodes.filter((n) => !n.piped)) {
      const shape = defOf(schema).shape ?? {};
      // The other properties valid where a value is found, so object-level refinements run.
      const valid = Object.fromEntries(Object.entries(shape).map(([key, property]) => [key, validValue(property)]));
      for (const garbage of GARBAGE) {
        attempt(schema, garbage, path);
        for (const key of Object.keys(shape)) {
          attempt(schema, { [key]: garbage }, `${path}.${key}`);
          attempt(schema, { ...valid, [key]: garbage }, `${path}.${key} (others valid)`);
        }
      }
    }

    expect(throwing).toEqual([]);
  }, 60_000); // every schema times every garbage value: CPU-bound, seconds on a busy 2-core machine
});
