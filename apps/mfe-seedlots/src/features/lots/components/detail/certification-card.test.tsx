import { ApiError, apiFetch, loadApiContract } from '@seed/auth';
import { CERTIFICATION_MESSAGES as M } from '@seed/domain';
import {
  callsOf,
  descriptionOf,
  field,
  handlers,
  listenToToasts,
  renderApp,
  stubApi,
  toasts,
} from '@seed/tools/testing/remote-harness';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, NAMESPACE } from '../../../../i18n/i18n';
import {
  AGENCY,
  application,
  APPLY_DEFAULTS,
  certificate,
  inspection,
  lotCertification,
  notCertified,
  OTHER_AGENCY,
  PARENT_LOT,
  PRODUCTION_LOT,
  SOURCE_LOT,
} from '../../../../test/certification-fixtures';
import { CertificationCard } from './certification-card';

// The lot detail's Certification card and its Apply for certification dialog over the real hooks
// and the remote harness: each answer of GET /api/v1/certification/lots/{id} (parsed by the
// contract's LotCertification) as the card shows it, and what the form sends and shows back.

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
}));

beforeAll(() => loadApiContract());
let stopToasts = () => {};
beforeEach(() => {
  stubApi();
  stopToasts = listenToToasts();
});
afterEach(() => {
  stopToasts();
  cleanup();
});

async function renderCard(lotId = PRODUCTION_LOT, role: 'admin' | 'manager' | null = 'manager') {
  await renderApp(<CertificationCard lotId={lotId} />, {
    i18n,
    namespace: NAMESPACE,
    url: `/seed-lots/${lotId}`,
    path: '/seed-lots/:lotId',
    user: { role },
  });
  if (role) await waitFor(() => expect(screen.queryByText('Loading the certification...')).toBeNull());
  return within(screen.getByRole('region', { name: 'Certification' }));
}

/** The value beside a label in the card's facts. */
const factOf = (card: ReturnType<typeof within>, label: string) =>
  card.getAllByText(label, { selector: 'dt' }).map((dt: HTMLElement) => dt.nextElementSibling?.textContent);

describe('the Certification card', () => {
  it('when the lot has no application and the company may apply, then it says Not certified and offers Apply for certification', async () => {
    handlers.certification.lot = () => notCertified();
    const card = await renderCard();
    expect(callsOf('certification', 'lot')).toEqual([{ params: { id: PRODUCTION_LOT } }]);
    expect(card.getByText('Not certified')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Apply for certification' })).toBeTruthy();
    expect(card.queryByRole('link', { name: /Open application/ })).toBeNull();
  });

  it("when the database gives no defaults (a packed lot, another company's lot), then there is nothing to apply for", async () => {
    handlers.certification.lot = () => notCertified(null);
    const card = await renderCard();
    expect(card.getByText('Not certified')).toBeTruthy();
    expect(card.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('when the lot was applied for, then its number, status, class, agency and link show, and no second application is offered', async () => {
    handlers.certification.lot = () => lotCertification();
    const card = await renderCard();
    expect(factOf(card, 'Application')).toEqual(['CA-2026-000042']);
    expect(factOf(card, 'Status')).toEqual(['Applied']);
    expect(factOf(card, 'Class sought')).toEqual(['Certified']);
    expect(factOf(card, 'Agency')).toEqual([AGENCY.name]);
    expect(factOf(card, 'Applied on')).toEqual(['1 Aug 2026']);
    expect(factOf(card, 'Seed plot')).toEqual(['4.5 acres']);
    expect(card.getByText('No field inspection yet.')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Open application CA-2026-000042' }).getAttribute('href')).toBe(
      `/certification/${application().id}`,
    );
    expect(card.queryByRole('button', { name: /Apply/ })).toBeNull();
    expect(card.queryByTestId('certification-carried')).toBeNull();
  });

  it('when the agency is inspecting, then each inspection shows its date, stage, outcome and inspector in order', async () => {
    handlers.certification.lot = () =>
      lotCertification({
        application: application({
          status: 'inspecting',
          inspections: [
            inspection(),
            inspection({ id: '00000000-0000-4000-8000-0000000000c2', inspectedOn: '2026-10-02', stage: 'pre_harvest' }),
          ],
        }),
      });
    const card = await renderCard();
    expect(factOf(card, 'Status')).toEqual(['Inspecting']);
    const items = within(card.getByRole('list', { name: 'Field inspections' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '10 Sep 2026FloweringAcceptedInspector: R. Jadhav',
      '2 Oct 2026Pre-harvestAcceptedInspector: R. Jadhav',
    ]);
  });

  it('when an inspection rejected the plot, then the rejection and its reason show, and the lot may be applied for again', async () => {
    const reason = 'Isolation distance not met';
    handlers.certification.lot = () =>
      lotCertification({
        application: application({
          status: 'rejected',
          rejectionReason: reason,
          inspections: [inspection({ outcome: 'rejected', rejectionReason: reason })],
        }),
        applyDefaults: APPLY_DEFAULTS,
      });
    const card = await renderCard();
    expect(factOf(card, 'Status')).toEqual(['Rejected']);
    expect(card.getByTestId('certification-rejected').textContent).toBe(`Rejected: ${reason}`);
    const [item] = within(card.getByRole('list', { name: 'Field inspections' })).getAllByRole('listitem');
    expect(within(item!).getByText('Rejected')).toBeTruthy();
    expect(within(item!).getByText(`Reason: ${reason}`)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Apply again' })).toBeTruthy();
  });

  it('when the lot is certified, then the certificate shows its number, class with the tag colour, tag series, tags given and validity', async () => {
    handlers.certification.lot = () =>
      lotCertification({
        application: application({ status: 'certified', inspections: [inspection()], certificate: certificate() }),
      });
    const card = await renderCard();
    expect(factOf(card, 'Status')).toEqual(['Certified']);
    const issued = within(card.getByTestId('certification-certificate'));
    expect(factOf(issued, 'Certificate number')).toEqual(['MSSCA/2026/00418']);
    expect(factOf(issued, 'Class')).toEqual(['Certified (blue tag)']);
    expect((issued.getByTestId('tag-swatch') as HTMLElement).style.backgroundColor).toBe('rgb(30, 136, 229)');
    expect(issued.getByTestId('tag-swatch').getAttribute('aria-hidden')).toBe('true');
    expect(factOf(issued, 'Tag numbers')).toEqual(['1201 to 1320']);
    expect(factOf(issued, 'Tagged')).toEqual(['80 of 120']);
    expect(factOf(issued, 'Issued on')).toEqual(['28 Nov 2026']);
    expect(factOf(issued, 'Valid until')).toEqual(['25 Aug 2027']);
    expect(card.queryByTestId('certification-revoked')).toBeNull();
    expect(card.queryByTestId('certification-expired')).toBeNull();
    expect(card.queryByRole('button', { name: /Apply/ })).toBeNull();
  });

  it('when the agency revoked the certificate, then a red warning says so with its reason', async () => {
    handlers.certification.lot = () =>
      lotCertification({
        application: application({
          status: 'revoked',
          inspections: [inspection()],
          certificate: certificate({
            seedClass: 'foundation',
            revokedAt: '2026-12-01T06:00:00.000Z',
            revocationReason: 'Grow-out test failed',
          }),
        }),
        applyDefaults: APPLY_DEFAULTS,
      });
    const card = await renderCard();
    expect(factOf(card, 'Status')).toEqual(['Revoked']);
    const warning = card.getByTestId('certification-revoked');
    expect(warning.className).toContain('bg-red-50');
    expect(warning.textContent).toBe(
      'Certification revokedReason: Grow-out test failedRevoked on 1 Dec 2026. The seed of this lot may not be sold as certified seed.',
    );
    expect(factOf(within(card.getByTestId('certification-certificate')), 'Class')).toEqual(['Foundation (white tag)']);
    expect(card.getByRole('button', { name: 'Apply again' })).toBeTruthy();
  });

  it('when the certificate is past its validity, then the status is Expired with a warning', async () => {
    handlers.certification.lot = () =>
      lotCertification({
        status: 'expired',
        application: application({
          status: 'certified',
          certificate: certificate({ validUntil: '2026-02-01', issuedOn: '2025-11-01' }),
        }),
      });
    const card = await renderCard();
    expect(factOf(card, 'Status')).toEqual(['Expired']);
    expect(card.getByTestId('certification-expired').textContent).toBe(
      'The certificate expired on 1 Feb 2026. The seed may not be sold as certified seed until it is tested again and certified.',
    );
  });

  it('when the lot was packed from a certified lot, then it says Certified as that lot, with a link to it', async () => {
    handlers.certification.lot = () =>
      lotCertification({
        certifiedLotId: PARENT_LOT,
        application: application({
          status: 'certified',
          certificate: certificate(),
          lot: { ...application().lot, id: PARENT_LOT },
        }),
      });
    const card = await renderCard();
    expect(card.getByTestId('certification-carried').textContent).toBe(
      `Certified as lot ${PARENT_LOT}, which this lot's seed comes from`,
    );
    expect(card.getByRole('link', { name: PARENT_LOT }).getAttribute('href')).toBe(`/seed-lots/${PARENT_LOT}`);
    expect(factOf(within(card.getByTestId('certification-certificate')), 'Certificate number')).toEqual([
      'MSSCA/2026/00418',
    ]);
  });

  it('when the read fails, then Retry asks again; another organization gets a sentence; without a role, no read and no Apply', async () => {
    let fail = true;
    handlers.certification.lot = () => {
      if (fail) throw new Error('offline');
      return notCertified();
    };
    let card = await renderCard();
    expect(card.getByRole('alert').textContent).toContain('Could not load the certification of this lot.');
    fail = false;
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Retry' })));
    expect(await card.findByText('Not certified')).toBeTruthy();
    cleanup();

    handlers.certification.lot = () => {
      throw new ApiError(404, 'not_found', 'Seed lot not found');
    };
    card = await renderCard();
    expect(card.getByText('The certification of this lot is kept by its grower and owners.')).toBeTruthy();
    cleanup();

    vi.mocked(apiFetch).mockClear();
    card = await renderCard(PRODUCTION_LOT, null);
    expect(card.getByText("Only admins and managers can see this lot's certification.")).toBeTruthy();
    expect(card.queryByRole('button', { name: /Apply/ })).toBeNull();
    expect(callsOf('certification', 'lot')).toEqual([]);
  });
});

describe('Apply for certification', () => {
  /** Renders the card of a lot the company may apply for, and opens the form. */
  async function openForm(agencies = [AGENCY, OTHER_AGENCY], defaults = APPLY_DEFAULTS) {
    handlers.certification.lot = () => notCertified(defaults);
    handlers.certification.agencies = () => ({ items: agencies });
    const card = await renderCard();
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Apply for certification' })));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply for certification' }));
    await waitFor(() => expect(dialog.queryByText('Loading the certification agencies...')).toBeNull());
    return dialog;
  }
  const submit = (dialog: ReturnType<typeof within>) =>
    act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Apply' })));
  const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

  it("when the form opens, then it starts from the lot's lineage, and Apply sends the application, closes, toasts its number and refreshes the card", async () => {
    const dialog = await openForm();
    expect(field('Class of the source seed').value).toBe('foundation');
    expect(descriptionOf('Class of the source seed')).toBe('From the certificate of the source seed.');
    // foundation seed gives certified seed
    expect(field('Class sought').value).toBe('certified');
    expect(field('Source tag or lot').value).toBe(`MSSCA/2025/00091 · ${SOURCE_LOT}`);
    expect(field('Area of the seed plot (acres)').value).toBe('4.94');
    expect(descriptionOf('Area of the seed plot (acres)')).toBe("From the seed plot's farms: 4.94 acres.");
    // two agencies: the company chooses; truthfully labelled seed is no source of certified seed
    expect(field('Certification agency').value).toBe('');
    const sourceOptions = [...(field('Class of the source seed') as unknown as HTMLSelectElement).options];
    expect(sourceOptions.map((o) => o.text)).toEqual([
      'Choose the class of the seed sown',
      'Breeder',
      'Foundation',
      'Certified',
    ]);

    handlers.certification.apply = () => ({
      id: '00000000-0000-4000-8000-0000000000e9',
      applicationNumber: 'CA-2026-000043',
    });
    choose('Certification agency', AGENCY.id);
    await submit(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('certification', 'apply')).toEqual([
      {
        body: {
          seed_lot_id: PRODUCTION_LOT,
          agency_organization_id: AGENCY.id,
          class_sought: 'certified',
          source_class: 'foundation',
          area_acres: 4.94,
          source_reference: `MSSCA/2025/00091 · ${SOURCE_LOT}`,
        },
      },
    ]);
    expect(toasts).toEqual([
      {
        type: 'success',
        message: 'Application CA-2026-000043 sent to the agency',
        link: { label: 'Open application', href: '/certification/00000000-0000-4000-8000-0000000000e9' },
      },
    ]);
    // the card is read again
    await waitFor(() => expect(callsOf('certification', 'lot')).toHaveLength(2));
  });

  it('when the source was not certified, then the class is left to the company; a blank field gets the spec message and nothing is sent', async () => {
    const dialog = await openForm([AGENCY], { sourceClass: null, sourceReference: SOURCE_LOT, areaAcres: null });
    // the one agency on the portal is the choice
    expect(field('Certification agency').value).toBe(AGENCY.id);
    expect(field('Class of the source seed').value).toBe('');
    expect(field('Class sought').value).toBe('');
    expect(descriptionOf('Class of the source seed')).toBe(
      'The source seed was not certified on the portal: take its class from its tag.',
    );
    expect(field('Source tag or lot').value).toBe(SOURCE_LOT);
    expect(field('Area of the seed plot (acres)').value).toBe('');

    choose('Class of the source seed', 'breeder');
    choose('Class sought', 'foundation');
    await submit(dialog);
    expect(descriptionOf('Area of the seed plot (acres)')).toBe(M.areaInvalid);
    expect(field('Area of the seed plot (acres)').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Area of the seed plot (acres)'));
    choose('Area of the seed plot (acres)', '0');
    await submit(dialog);
    expect(descriptionOf('Area of the seed plot (acres)')).toBe(M.areaInvalid);
    expect(callsOf('certification', 'apply')).toEqual([]);
  });

  it('when no agency is chosen, then the agency field says so', async () => {
    const dialog = await openForm();
    await submit(dialog);
    expect(descriptionOf('Certification agency')).toBe(M.agencyNotFound);
    expect(callsOf('certification', 'apply')).toEqual([]);
  });

  it('when the database refuses, then an open application shows above the buttons and a source class below its field', async () => {
    const dialog = await openForm();
    choose('Certification agency', AGENCY.id);
    handlers.certification.apply = () => {
      throw new ApiError(409, 'conflict', M.applicationOpen);
    };
    await submit(dialog);
    expect((await dialog.findByRole('alert')).textContent).toContain(M.applicationOpen);
    expect(screen.getByRole('dialog')).toBeTruthy();

    handlers.certification.apply = () => {
      throw new ApiError(400, 'invalid', M.sourceClassInvalid);
    };
    choose('Class of the source seed', 'certified');
    await submit(dialog);
    await waitFor(() => expect(descriptionOf('Class of the source seed')).toContain(M.sourceClassInvalid));
    expect(toasts).toEqual([]);
  });

  it('when no agency is on the portal, then the dialog says so instead of a form', async () => {
    const dialog = await openForm([]);
    expect(dialog.getByText('No certification agency is on the portal yet')).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Apply' })).toBeNull();
    await act(async () => fireEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
