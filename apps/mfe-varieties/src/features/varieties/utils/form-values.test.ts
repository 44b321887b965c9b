import type { MasterVariety, OrganizationVariety } from '@seed/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_VARIETY_FORM, fromVariety, prefillFromMaster, toCreateInput, toUpdateInput } from './form-values';

const crop = '11111111-1111-4111-8111-111111111111';
const masterId = '22222222-2222-4222-8222-222222222222';

const master: MasterVariety = {
  id: masterId,
  crop_id: crop,
  crop_name: 'Wheat',
  crop_scientific_name: 'Triticum aestivum L.',
  name: 'HI 1544',
  common_name: 'Purna',
  description: 'Irrigated, timely sown',
  scientific_name: null,
  maturity_days: 120,
  recommended_states: ['Madhya Pradesh', 'Gujarat'],
  seasons: ['rabi'],
  characteristics: { Resistance: 'brown rust', 'Release year': 2008 },
  release_year: 2008,
  releasing_institute: 'IARI RS, Indore',
  notification_number: '1108(E)',
  notification_date: '2008-05-08',
  zone: 'CZ',
  source: { title: null, publisher: null, url: null, archived_url: null, tier: null, note: null },
};

describe('variety form values', () => {
  it('when a master is chosen, then name, description, states, seasons, characteristics and maturity days are pre-filled', () => {
    const values = prefillFromMaster({ ...EMPTY_VARIETY_FORM, cropId: crop, visibility: 'shared' }, master);
    expect(values).toMatchObject({
      source: 'master',
      cropId: crop,
      masterId,
      displayName: 'HI 1544',
      description: 'Irrigated, timely sown',
      states: ['Madhya Pradesh', 'Gujarat'],
      seasons: ['rabi'],
      maturityDays: '120',
      visibility: 'shared',
      characteristics: [
        { key: 'Resistance', value: 'brown rust' },
        { key: 'Release year', value: '2008' },
      ],
    });
  });

  it('when the form is saved, then typed numbers are sent as numbers and empty selects are left for the schema to name', () => {
    const values = prefillFromMaster({ ...EMPTY_VARIETY_FORM, cropId: crop }, master);
    expect(toCreateInput(values)).toMatchObject({
      source: 'master',
      crop_id: crop,
      master_variety_id: masterId,
      maturity_days: '120',
      characteristics: { Resistance: 'brown rust', 'Release year': 2008 },
    });
    const empty = toCreateInput(EMPTY_VARIETY_FORM);
    expect(empty).toMatchObject({ source: 'master', maturity_days: null });
    expect('crop_id' in empty && empty.crop_id).toBeUndefined();
    expect(toCreateInput({ ...EMPTY_VARIETY_FORM, source: 'custom', displayName: 'Mine' })).toMatchObject({
      source: 'custom',
      display_name: 'Mine',
    });
  });

  it('when a variety is edited, then the form holds its values and the update sends no crop or master', () => {
    const variety: OrganizationVariety = {
      id: '33333333-3333-4333-8333-333333333333',
      organization_id: '44444444-4444-4444-8444-444444444444',
      master_variety_id: null,
      crop_id: crop,
      crop_name: 'Wheat',
      display_name: 'Sharbati selection',
      custom_description: null,
      characteristics: {},
      recommended_states: [],
      seasons: [],
      maturity_days: null,
      visibility: 'private',
      is_active: true,
      created_at: '2026-11-23T10:00:00Z',
      updated_at: '2026-11-23T10:00:00Z',
    };
    const values = fromVariety(variety);
    expect(values).toMatchObject({ source: 'custom', masterId: '', maturityDays: '', description: '' });
    expect(values.characteristics).toEqual([{ key: '', value: '' }]);
    const update = toUpdateInput(values);
    expect(update).not.toHaveProperty('crop_id');
    expect(update).not.toHaveProperty('master_variety_id');
    expect(update).toMatchObject({ display_name: 'Sharbati selection', characteristics: {} });
  });
});
