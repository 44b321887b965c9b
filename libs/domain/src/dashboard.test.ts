import { describe, expect, it } from 'vitest';
import { readActivityTitle } from './dashboard';

describe('readActivityTitle', () => {
  it('when a title is read, then its words and data parts come apart, and an unknown one is kept as written', () => {
    expect(readActivityTitle('manifest_created', 'Origin claim')).toEqual({ words: 'manifest', type: 'claim' });
    expect(readActivityTitle('lot_stop_sale', 'Stop-sale of seed lot SL-9: Wrong: label')).toEqual({
      words: 'recall',
      lot: 'SL-9',
      reason: 'Wrong: label',
    });
    expect(readActivityTitle('suspicious_packet_reported', 'Suspicious packet reported at Shop, Pune')).toEqual({
      words: 'suspicious',
      where: 'Shop, Pune',
      lot: null,
    });
    expect(readActivityTitle('manifest_created', 'Barter')).toEqual({ words: 'as_written', title: 'Barter' });
    expect(readActivityTitle('farm_created', 'North Field')).toEqual({ words: 'as_written', title: 'North Field' });
  });
});
