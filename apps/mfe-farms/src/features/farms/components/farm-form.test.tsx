import { FarmCreate, FarmUpdate } from '@seed/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import '../../../i18n/screens';
import { EMPTY_FARM_FORM, type FarmFormValues, toCreateInput, toUpdateInput } from '../utils/form-values';
import { FarmForm } from './farm-form';

afterEach(cleanup);

// The map cannot load here (no /config.json in jsdom); the form and its messages do not need it.
function renderCreate(onSubmit = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <FarmForm
        mode="create"
        initial={EMPTY_FARM_FORM}
        schema={FarmCreate}
        toInput={toCreateInput}
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
    </I18nextProvider>,
  );
  return onSubmit;
}

const create = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Farm' })));
const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('FarmForm', () => {
  it("when an empty new farm is saved, then each field shows the spec's message under it and the name gets focus", async () => {
    const onSubmit = renderCreate();

    await create();

    expect(describedText(field('Farm Name'))).toContain('Please enter a farm name');
    expect(describedText(field('Address'))).toContain('Please enter a farm address');
    expect(describedText(field('Total Area'))).toContain('Please enter a valid total area');
    expect(field('Total Area').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please mark at least 3 boundary points on the map')).toBeTruthy();
    expect(document.activeElement).toBe(field('Farm Name'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a message is corrected, then it goes as the user types', async () => {
    renderCreate();
    await create();

    await act(async () => fireEvent.change(field('Farm Name'), { target: { value: 'Sunrise' } }));

    expect(screen.queryByText('Please enter a farm name')).toBeNull();
    expect(screen.getByText('Please enter a farm address')).toBeTruthy();
  });

  it('when the edit form loses its location, then the message shows with the map', async () => {
    const farm: FarmFormValues = {
      ...EMPTY_FARM_FORM,
      name: 'Sunrise',
      address: 'Pune',
      totalArea: '3',
      ownership: 'owned',
      irrigationMethod: 'drip',
    };
    render(
      <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
        <FarmForm
          mode="edit"
          farmId="00000000-0000-4000-8000-000000000001"
          initial={farm}
          schema={FarmUpdate}
          toInput={toUpdateInput}
          saving={false}
          onSubmit={() => {}}
          onCancel={() => {}}
        />
      </I18nextProvider>,
    );

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));

    expect(screen.getByText('Please set a valid farm location')).toBeTruthy();
  });
});
