// The SQL both master-data migrations are made of (varieties, seed standards): every row of a data
// file as a values list joined to its crop by name, upserted on source_key, then a check that the
// table holds as many rows from the file as it has. Deterministic: same input, same text.

/** A value as an SQL literal of the values list (numbers and booleans quoted, cast by their column). */
export function sqlLiteral(value: string | number | boolean | null): string {
  if (value === null) return 'null';
  if (typeof value !== 'string') return `'${String(value)}'`;
  if (value.includes('\0')) throw new Error('NUL in the data file');
  return `'${value.replace(/'/g, "''")}'`;
}

export interface UpsertByCrop {
  /** The migration's opening comment lines, without their '-- '. */
  header: readonly string[];
  table: string;
  /** The values list's columns with their casts; the first is the crop's name. */
  columns: readonly (readonly [name: string, cast: string | null])[];
  /** Each row's values as SQL literals, in the columns' order. */
  rows: readonly (readonly string[])[];
  /** source_key prefix of the file's rows, and what the count check calls them. */
  sourceKeyPrefix: string;
  rowsName: string;
  dataFile: string;
}

export function renderUpsertByCrop(m: UpsertByCrop): string {
  const names = m.columns.map(([name]) => name);
  const stored = names.slice(1);
  const selected = m.columns.slice(1).map(([name, cast]) => (cast ? `v.${name}::${cast}` : `v.${name}`));
  return [
    ...m.header.map((line) => (line ? `-- ${line}` : '--')),
    '',
    `insert into ${m.table} (crop_id, ${stored.join(', ')})`,
    `select c.id, ${selected.join(', ')}`,
    'from (values',
    m.rows.map((values) => `  (${values.join(', ')})`).join(',\n'),
    `) as v (${names.join(', ')})`,
    `join public.crops c on c.name = v.${names[0]}`,
    'on conflict (source_key) do update set',
    stored
      .filter((name) => name !== 'source_key')
      .map((name) => `  ${name} = excluded.${name}`)
      .concat('  crop_id = excluded.crop_id')
      .join(',\n') + ';',
    '',
    'do $$',
    'begin',
    `  if (select count(*) from ${m.table} where source_key like '${m.sourceKeyPrefix}:%') <> ${m.rows.length} then`,
    `    raise exception 'expected ${m.rows.length} ${m.rowsName} from ${m.dataFile}';`,
    '  end if;',
    'end',
    '$$;',
    '',
  ].join('\n');
}
