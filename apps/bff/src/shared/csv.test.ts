import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    [12.5, '12.5'],
    [-3, '-3'],
    ['Nashik farm', 'Nashik farm'],
    ['a, "b"', '"a, ""b"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+91 98', "'+91 98"],
    ['-x', "'-x"],
    ['@cmd', "'@cmd"],
    ['\tcmd', "'\tcmd"],
    ['\r=cmd', `"'\r=cmd"`],
  ])('when the value is %j, then the cell is %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
