import { ApiError, loadApiContract } from '@seed/auth';
import type { ProductionLotCreateInput, SourceLotOption, WizardFarmChoice as FarmChoice } from '@seed/domain';
import { TOAST_EVENT, type ToastDetail } from '@seed/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../../i18n/i18n';
import { WIZARD_STORAGE_KEY } from './wizard-state';

// The wizard page over mocked queries and submit: Next's first message, the step indicator, the
// step in the URL, the draft in sessionStorage, the empty pickers, the submit and its failure.

const WHEAT = '00000000-0000-4000-8000-0000000000a1';
const HI1544 = '00000000-0000-4000-8000-0000000000b1';
const lot = (id: string, overrides: Partial<SourceLotOption> = {}): SourceLotOption => ({
  id,
  lot_type: 'unregistered_source',
  generation: 'Foundation',
  crop_id: WHEAT,
  crop_name: 'Wheat',
  is_hybrid_capable: false,
  variety_id: HI1544,
  org_variety_id: null,
  variety_name: 'HI 1544',
  available: 40,
  unit: 'packages',
  pack_size: 25,
  pack_unit: 'Kg',
  ...overrides,
});
const A = lot('SL-20260101-0900000-0001');
const NORTH: FarmChoice = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'North Field',
  total_area: 30,
  area_unit: 'acres',
  address: 'Pune',
};
const SOUTH: FarmChoice = { ...NORTH, id: '00000000-0000-4000-8000-0000000000f2', name: 'South Field', total_area: 4 };

const ok = <T,>(data: T) => ({ data, isSuccess: true, isError: false, isPending: false, error: null });
const sources: { value: unknown } = { value: ok({ items: [A] }) };
const farms: { value: unknown } = { value: ok([NORTH, SOUTH]) };
const mutation = { isPending: false, isSuccess: false };
const mutate = vi.fn();
vi.mock('../../api/get-source-options', () => ({ useSourceOptions: () => sources.value }));
vi.mock('./farm-options', () => ({ useFarmChoices: () => farms.value }));
vi.mock('../../api/create-production', () => ({ useCreateProduction: () => ({ ...mutation, mutate }) }));

const { ProductionWizardPage } = await import('./production-wizard-page');

const toasts: ToastDetail[] = [];
const onToast = (e: Event) => toasts.push((e as CustomEvent<ToastDetail>).detail);

// The step schemas and the draft's come from the contract, loaded once (as the host has it).
beforeAll(async () => {
  await loadApiContract();
});
beforeEach(() => {
  sessionStorage.clear();
  sources.value = ok({ items: [A] });
  farms.value = ok([NORTH, SOUTH]);
  mutate.mockReset();
  toasts.length = 0;
  window.addEventListener(TOAST_EVENT, onToast);
});
afterEach(() => {
  window.removeEventListener(TOAST_EVENT, onToast);
  cleanup();
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/** Lets the form's checks (the contract's schemas, which are asynchronous) finish. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function renderAt(url = '/seed-lots/production/new') {
  const view = render(
    <I18nextProvider i18n={i18n} defaultNS={NAMESPACE}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/seed-lots/production/new" element={<ProductionWizardPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
  // the stored draft is read back before the steps show
  await settle();
  return view;
}

const where = () => screen.getByTestId('where').textContent;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** Next, and its step's check. */
async function next() {
  click('Next');
  await settle();
}
const current = () =>
  screen.getByRole('navigation', { name: 'Production wizard steps' }).querySelector('[aria-current="step"]');

/** Steps 1 and 2 filled: lot A (default quantity) on North Field. */
async function fillSourcesAndFarm() {
  click('Add Source Lot');
  fireEvent.change(screen.getByLabelText('Source lot 1'), { target: { value: A.id } });
  await next();
  click('Add Farm');
}

describe('the production wizard', () => {
  it('when the user is on Farm Selection with the details already derived from the sources, then only Source Lots shows ✓ (completed); Seed Lot Details does not until its Next', async () => {
    await renderAt();
    await fillSourcesAndFarm();
    const steps = screen.getByRole('navigation', { name: /step/i });
    const stepButton = (name: RegExp) => within(steps).getByRole('button', { name });
    expect(stepButton(/Source Lots/).textContent).toContain('(completed)');
    expect(stepButton(/Seed Lot Details/).textContent).not.toContain('(completed)');
    expect(stepButton(/Seed Lot Details/).textContent).not.toContain('✓');

    await next();
    await next();
    expect(stepButton(/Seed Lot Details/).textContent).toContain('(completed)');
  });

  it('refuses Next without a source with the first message, then opens Farm Selection in the URL', async () => {
    await renderAt();
    expect(current()?.textContent).toContain('Source Lots');
    await next();
    expect(screen.getByRole('alert').textContent).toContain('At least one source lot is required');
    expect(screen.getByRole('button', { name: /Farm Selection/ })).toHaveProperty('disabled', true);

    click('Add Source Lot');
    expect(screen.queryByRole('alert')).toBeNull();
    await next();
    expect(screen.getByRole('alert').textContent).toContain('All source lots must be selected');
    fireEvent.change(screen.getByLabelText('Source lot 1'), { target: { value: A.id } });
    const quantity = screen.getByLabelText('Quantity 1') as HTMLInputElement;
    expect(quantity.value).toBe('20');
    expect(quantity.min).toBe('0.1');
    expect(quantity.step).toBe('0.1');
    expect(screen.getByTestId('source-unit').textContent).toBe('packages');
    fireEvent.change(quantity, { target: { value: '41' } });
    await next();
    expect(screen.getByRole('alert').textContent).toContain('Quantity exceeds available amount (40 packages)');
    fireEvent.change(quantity, { target: { value: '12.5' } });
    await next();
    expect(where()).toBe('/seed-lots/production/new?step=2');
    expect(current()?.textContent).toContain('Farm Selection');
    expect(screen.getByRole('heading', { level: 2, name: 'Farm Selection' })).toBe(document.activeElement);
  });

  it('adds farms with default areas and shares, refuses a third, clamps an area and keeps the last farm', async () => {
    await renderAt();
    await fillSourcesAndFarm();
    click('Add Farm');
    expect((screen.getByLabelText('Area used (acres) 1') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Area used (acres) 2') as HTMLInputElement).value).toBe('2');
    expect((screen.getByLabelText('Contribution 1') as HTMLInputElement).value).toBe('83.33%');
    expect((screen.getByLabelText('Contribution 2') as HTMLInputElement).value).toBe('16.67%');
    expect(screen.getByTestId('contribution-sum').textContent).toBe('Total contribution: 100%');
    click('Add Farm');
    expect(screen.getByRole('alert').textContent).toContain('All farms have been added already');

    const area = screen.getByLabelText('Area used (acres) 2') as HTMLInputElement;
    fireEvent.change(area, { target: { value: '9' } });
    fireEvent.blur(area);
    expect(area.value).toBe('4');
    click('Remove farm 1');
    expect(screen.getByRole('button', { name: 'Remove farm 1' })).toHaveProperty('disabled', true);
    expect((screen.getByLabelText('Contribution 1') as HTMLInputElement).value).toBe('100%');
  });

  it('suggests the generation, reviews everything and submits one body, then goes to the new lot', async () => {
    await renderAt();
    await fillSourcesAndFarm();
    await next();
    expect((screen.getByLabelText('Crop') as HTMLInputElement).value).toBe('Wheat');
    expect((screen.getByLabelText('Variety') as HTMLInputElement).value).toBe('HI 1544');
    const generation = screen.getByLabelText('Generation') as HTMLInputElement;
    // the Indian seed chain: a Foundation source grows Certified seed
    expect(generation.value).toBe('Certified');
    fireEvent.change(generation, { target: { value: '' } });
    await next();
    expect(screen.getByRole('alert').textContent).toContain('Generation is required');
    fireEvent.change(generation, { target: { value: 'F3' } });
    fireEvent.change(screen.getByLabelText('Planting Date'), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Kharif' } });
    await next();
    expect(where()).toBe('/seed-lots/production/new?step=4');
    expect(within(screen.getByTestId('review-farms')).getByText('North Field')).toBeTruthy();
    expect(within(screen.getByTestId('review-details')).getByText('F3')).toBeTruthy();

    click('Create Production Lot');
    expect(mutate).toHaveBeenCalledTimes(1);
    const { body } = mutate.mock.calls[0]![0] as { body: ProductionLotCreateInput };
    expect(body).toEqual({
      sources: [{ lot_id: A.id, quantity: 20, unit: 'packages', purpose: 'source' }],
      farms: [{ farm_id: NORTH.id, area_used: 10 }],
      generation: 'F3',
      planting_date: '2026-06-01',
      expected_harvest_date: null,
      notes: 'Kharif',
    });
    const handlers = mutate.mock.calls[0]![1] as { onSuccess(r: { id: string }): void };
    act(() => handlers.onSuccess({ id: 'SL-20260601-0900000-0009' }));
    expect(where()).toBe('/seed-lots/SL-20260601-0900000-0009');
    expect(toasts).toEqual([{ type: 'success', message: 'Production lot created successfully!' }]);
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });

  it('shows the server’s refusal in a toast and the banner', async () => {
    await renderAt();
    await fillSourcesAndFarm();
    await next();
    await next();
    click('Create Production Lot');
    const handlers = mutate.mock.calls[0]![1] as { onError(e: Error): void };
    act(() =>
      handlers.onError(
        new ApiError(409, 'quantity_exceeds_available', 'Quantity exceeds available amount (3 packages)'),
      ),
    );
    expect(screen.getByRole('alert').textContent).toContain('Quantity exceeds available amount (3 packages)');
    expect(toasts).toEqual([
      {
        type: 'error',
        message: 'Failed to create production lot',
        description: 'Quantity exceeds available amount (3 packages)',
      },
    ]);
  });

  it('keeps the entries in sessionStorage: a reload on ?step=3 shows them, and Cancel clears them', async () => {
    const first = await renderAt();
    await fillSourcesAndFarm();
    await next();
    fireEvent.change(screen.getByLabelText('Generation'), { target: { value: 'F5' } });
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toContain('F5');
    first.unmount();

    await renderAt('/seed-lots/production/new?step=3');
    expect((screen.getByLabelText('Generation') as HTMLInputElement).value).toBe('F5');
    click(/Source Lots/);
    expect((screen.getByLabelText('Quantity 1') as HTMLInputElement).value).toBe('20');
    click('Cancel');
    expect(where()).toBe('/seed-lots');
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
  });

  it('sends a step that may not be visited yet back to the first incomplete one', async () => {
    await renderAt('/seed-lots/production/new?step=4');
    expect(where()).toBe('/seed-lots/production/new');
    expect(current()?.textContent).toContain('Source Lots');
  });

  it('offers the Add Unregistered Source link without source lots, and the farm link without farms', async () => {
    sources.value = ok({ items: [] });
    const view = await renderAt();
    expect(screen.getByRole('link', { name: 'Add Unregistered Source' }).getAttribute('href')).toBe(
      '/seed-lots/source/new',
    );
    view.unmount();

    sources.value = ok({ items: [A] });
    farms.value = ok([]);
    await renderAt('/seed-lots/production/new?step=2');
    expect(where()).toBe('/seed-lots/production/new');
    click('Add Source Lot');
    fireEvent.change(screen.getByLabelText('Source lot 1'), { target: { value: A.id } });
    await next();
    expect(screen.queryByRole('button', { name: 'Add Farm' })).toBeNull();
    expect(screen.getByText('No farms found. Please create a farm first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a farm' }).getAttribute('href')).toBe('/farms/new');
  });

  it('removes a source row, keeping the others with their lots', async () => {
    const B = lot('SL-20260101-0900000-0002', { available: 7.3 });
    sources.value = ok({ items: [A, B] });
    await renderAt();
    click('Add Source Lot');
    click('Add Source Lot');
    fireEvent.change(screen.getByLabelText('Source lot 1'), { target: { value: A.id } });
    fireEvent.change(screen.getByLabelText('Source lot 2'), { target: { value: B.id } });
    expect((screen.getByLabelText('Quantity 2') as HTMLInputElement).value).toBe('3.7');
    click('Remove source lot 1');
    expect((screen.getByLabelText('Source lot 1') as HTMLSelectElement).value).toBe(B.id);
    expect((screen.getByLabelText('Quantity 1') as HTMLInputElement).value).toBe('3.7');
    expect(screen.queryByLabelText('Source lot 2')).toBeNull();
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).not.toContain(A.id);
  });

  it('offers the hybrid cross for a hybrid-capable crop: a male and a female parent, F1, no variety', async () => {
    const male = lot('SL-20260101-0900000-0004', { is_hybrid_capable: true, variety_id: null, variety_name: null });
    const female = lot('SL-20260101-0900000-0005', { is_hybrid_capable: true, crop_name: 'Maize' });
    sources.value = ok({ items: [male, female] });
    await renderAt();
    fireEvent.click(screen.getByLabelText('Hybrid cross'));
    fireEvent.change(screen.getByLabelText('Male parent lot'), { target: { value: male.id } });
    await next();
    expect(screen.getByRole('alert').textContent).toContain('All source lots must be selected');
    fireEvent.change(screen.getByLabelText('Female parent lot'), { target: { value: female.id } });
    await next();
    click('Add Farm');
    await next();
    expect((screen.getByLabelText('Crop') as HTMLInputElement).value).toBe('Maize');
    expect((screen.getByLabelText('Variety') as HTMLInputElement).value).toBe('None (hybrid)');
    const generation = screen.getByLabelText('Generation') as HTMLInputElement;
    expect([generation.value, generation.readOnly]).toEqual(['F1', true]);
  });

  it('turns the cross on keeping the first lot as the male parent, without adding or removing rows, and off again', async () => {
    const male = lot('SL-20260101-0900000-0004', { is_hybrid_capable: true, variety_id: null, variety_name: null });
    sources.value = ok({ items: [male] });
    await renderAt();
    click('Add Source Lot');
    fireEvent.change(screen.getByLabelText('Source lot 1'), { target: { value: male.id } });
    fireEvent.click(screen.getByLabelText('Hybrid cross'));
    expect((screen.getByLabelText('Male parent lot') as HTMLSelectElement).value).toBe(male.id);
    expect((screen.getByLabelText('Female parent lot') as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Add Source Lot' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove source lot/ })).toBeNull();
    fireEvent.click(screen.getByLabelText('Hybrid cross'));
    expect((screen.getByLabelText('Source lot 1') as HTMLSelectElement).value).toBe(male.id);
    expect((screen.getByLabelText('Source lot 2') as HTMLSelectElement).value).toBe('');
  });

  it('shows the load failure of the source lots', async () => {
    sources.value = { data: undefined, isSuccess: false, isError: true, isPending: false, error: new Error('boom') };
    await renderAt();
    expect(screen.getByRole('alert').textContent).toContain('Failed to load available source lots: boom');
  });
});
