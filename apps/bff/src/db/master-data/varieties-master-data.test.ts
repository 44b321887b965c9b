import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../shared/repo-root';
import {
  parseNotification,
  parseVarietiesFile,
  renderVarietiesMigration,
  statesOfAreaOfAdoption,
  VARIETIES_DATA_FILE,
  VARIETIES_MIGRATION_FILE,
} from './varieties-master-data';

const root = findRepoRoot();
const dataFile = () => readFile(path.join(root, VARIETIES_DATA_FILE), 'utf8');

describe('master varieties data', () => {
  it('when the migration is generated from the data file, then it is the committed migration', async () => {
    const committed = await readFile(path.join(root, VARIETIES_MIGRATION_FILE), 'utf8');
    expect(renderVarietiesMigration(await dataFile())).toBe(committed);
  });

  it('when the data file is read, then every one of its 109 rows comes with a crop, a source and a tier', async () => {
    const rows = parseVarietiesFile(await dataFile());
    expect(rows).toHaveLength(109);
    expect(new Set(rows.map((row) => row.sourceKey)).size).toBe(109);
    expect(new Set(rows.map((row) => row.crop))).toEqual(new Set(['Wheat', 'Chickpea', 'Soybean']));
    for (const row of rows) {
      expect(row.sourceTitle).toBeTruthy();
      expect(row.sourcePublisher).toBeTruthy();
      expect(row.sourceUrl).toMatch(/^https:\/\//);
      expect(row.recommendedStates.length).toBeGreaterThan(0);
    }
    expect(rows.find((row) => row.name === 'HI 1544')).toMatchObject({
      crop: 'Wheat',
      commonName: 'Purna',
      releaseYear: 2008,
      notificationNumber: '1108(E)',
      notificationDate: '2008-05-08',
      zone: 'CZ',
      sourceTier: 'official_document',
      seasons: ['rabi'],
    });
  });

  it('when an area of adoption names state codes, zones and union territories, then only the states come back, in list order', () => {
    expect(statesOfAreaOfAdoption('CZ (BK-UP, MP, MH, GJ)')).toEqual([
      'Gujarat',
      'Madhya Pradesh',
      'Maharashtra',
      'Uttar Pradesh',
    ]);
    expect(statesOfAreaOfAdoption('NWPZ + CZ(MH), NHZ(J&K)')).toEqual(['Maharashtra']);
    expect(statesOfAreaOfAdoption('Madhya Pradesh')).toEqual(['Madhya Pradesh']);
    expect(() => statesOfAreaOfAdoption('CZ (XX)')).toThrow(/Unknown code XX/);
  });

  it('when a notification is read, then its number and date are split; a bare date has no number', () => {
    expect(parseNotification('937(E), 04.09.2002')).toEqual({ number: '937(E)', date: '2002-09-04' });
    expect(parseNotification('29.01.2021')).toEqual({ number: null, date: '2021-01-29' });
    expect(parseNotification(null)).toEqual({ number: null, date: null });
    expect(() => parseNotification('soon')).toThrow(/Unreadable/);
  });
});
