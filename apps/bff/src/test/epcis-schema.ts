// GS1's EPCIS 2.0 JSON Schema (../shared/data/gs1-epcis, unchanged from gs1/EPCIS) as a validator:
// every document the portal writes must pass it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { findRepoRoot } from '../shared/repo-root';

const SCHEMA = path.join(findRepoRoot(), '..', 'shared', 'data', 'gs1-epcis', 'EPCIS-JSON-Schema.json');

let validate: ReturnType<Ajv['compile']> | null = null;

/** The schema's complaints about a document (an empty list when it is valid). */
export function epcisSchemaErrors(document: unknown): string[] {
  if (!validate) {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    validate = ajv.compile(JSON.parse(readFileSync(SCHEMA, 'utf8')) as object);
  }
  return validate(document)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}
