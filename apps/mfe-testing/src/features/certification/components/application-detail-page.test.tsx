import { ApiError, loadApiContract } from '@seed/auth';
import { CERTIFICATION_MESSAGES as M, type CertificationApplicationDetail, todayInIndia } from '@seed/domain';
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
import { i18n, NAMESPACE } from '../../../i18n/i18n';
import {
  AGENCY,
  APPLICATION_ID,
  application,
  certificate,
  COMPANY,
  inspection,
  organization,
} from '../../../test/certification-fixtures';
import { CertificationApplicationDetailPage } from './application-detail-page';

vi.mock('@seed/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@seed/auth')>()),
  apiFetch: vi.fn(),
  apiDownload: vi.fn(),
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

async function renderDetail(answer: CertificationApplicationDetail, role: 'admin' | 'manager' | null = 'manager') {
  let current = answer;
  handlers.certification.getApplication = () => current;
  const result = await renderApp(<CertificationApplicationDetailPage />, {
    i18n,
    namespace: NAMESPACE,
    url: `/certification/${APPLICATION_ID}`,
    path: '/certification/:id',
    user: { role, organization: organization(answer.isAgency ? 'field_inspection_agency' : 'seed_grower') },
  });
  await screen.findByRole('heading', { level: 1, name: `Application ${answer.applicationNumber}` });
  return { ...result, answer: (next: CertificationApplicationDetail) => (current = next) };
}

const button = (name: string) => screen.queryByRole('button', { name });
const inspectionForm = () => button('Record inspection');
const certificateForm = () => button('Issue certificate');
const factOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const radio = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('radio', { name }) as HTMLInputElement;

/** What describes a control (its hint and message), as a screen reader reads it. */
const messageOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Fills every finding of an inspection but the outcome. */
function fillFindings() {
  fireEvent.change(field('Crop stage'), { target: { value: 'flowering' } });
  fireEvent.change(field('Inspector'), { target: { value: 'R. Jadhav' } });
  fireEvent.change(field('Off-types (%)'), { target: { value: '0.05' } });
  fireEvent.change(field('Objectionable weed plants'), { target: { value: '3' } });
  fireEvent.change(field('Diseased plants (%)'), { target: { value: '0.1' } });
  fireEvent.click(radio('Isolation distance met', 'Yes'));
}

describe("the company's view of its application", () => {
  it('when the company opens it, then the lot, the seed plot and the test show, with a link to its lot and no agency forms', async () => {
    await renderDetail(application());
    expect(screen.getByTestId('application-status').textContent).toBe('Applied');
    expect(screen.getByText("Waiting for the agency's field inspection.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'SL-20261101-0900000-0001' }).getAttribute('href')).toBe(
      '/seed-lots/SL-20261101-0900000-0001',
    );
    expect(factOf('Crop')).toBe('Wheat');
    expect(factOf('Variety')).toBe('HI 1544');
    expect(factOf('Generation')).toBe('C1');
    expect(factOf('Source lots')).toBe('SL-20250601-0900000-0007 (F1)');
    expect(factOf('Class sought')).toBe('Certified');
    expect(factOf('Source seed class')).toBe('Foundation');
    expect(factOf('Source reference')).toBe('MSSCA/F/2025/0091');
    expect(factOf('Seed plot area')).toBe('4.5 acres');
    expect(factOf('Applicant')).toBe(COMPANY.name);
    expect(factOf('Agency')).toBe(AGENCY.name);
    expect(factOf('Applied')).toBe('2 Sep 2026');
    expect(screen.getByTestId('seed-test').textContent).toBe('Passed (valid until 19 Aug 2027)');
    const plot = within(screen.getByRole('list', { name: 'Seed plot' }));
    expect(plot.getByRole('heading', { name: 'North field' })).toBeTruthy();
    expect(plot.getByText('4.5 acres')).toBeTruthy();
    expect(plot.getByText('4 points')).toBeTruthy();
    // where the inspector goes: the farm's pin opens the phone's map app; the plot's shape, north up
    expect(plot.getByRole('link', { name: '18.52500, 73.85500 (open in maps)' }).getAttribute('href')).toBe(
      'geo:18.525,73.855?q=18.525,73.855(North%20field)',
    );
    const outline = plot.getByRole('img', { name: 'Outline of North field, north up' });
    const corners = outline.querySelector('polygon')!.getAttribute('points')!.split(' ');
    expect(corners).toHaveLength(5);
    // the west edge on the left, the north edge at the top: (73.85, 18.53) is the top-left corner
    expect(corners[3]).toBe('4.0,4.0');
    expect(screen.getByText('No field inspection has been recorded yet.')).toBeTruthy();
    expect(screen.getByText('No certificate has been issued yet.')).toBeTruthy();
    expect(inspectionForm()).toBeNull();
    expect(certificateForm()).toBeNull();
  });

  it('when the agency rejected the seed plot, then the reason stands out and the inspection shows every finding', async () => {
    const reason = 'Isolation distance from a neighbouring wheat field not met';
    await renderDetail(
      application({
        status: 'rejected',
        rejectionReason: reason,
        inspections: [
          inspection({
            stage: 'pre_flowering',
            isolationMet: false,
            objectionableWeedPlants: 7,
            offTypesPct: 0.4,
            diseasedPlantsPct: 1.25,
            remarks: 'Field visited with the grower',
            outcome: 'rejected',
            rejectionReason: reason,
          }),
        ],
      }),
    );
    const rejection = within(screen.getByTestId('rejection'));
    expect(rejection.getByRole('heading', { name: 'The application was rejected' })).toBeTruthy();
    expect(rejection.getByText(reason)).toBeTruthy();
    expect(screen.getByTestId('application-status').textContent).toBe('Rejected');
    expect(screen.queryByText("Waiting for the agency's field inspection.")).toBeNull();

    const item = within(screen.getByTestId('inspection'));
    expect(item.getByRole('heading', { name: 'Inspection of 15 Oct 2026' })).toBeTruthy();
    const fact = (label: string) => item.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Crop stage')).toBe('Pre-flowering');
    expect(fact('Inspector')).toBe('R. Jadhav');
    expect(fact('Off-types')).toBe('0.4%');
    expect(fact('Isolation distance met')).toBe('No');
    expect(fact('Objectionable weed plants')).toBe('7');
    expect(fact('Diseased plants')).toBe('1.25%');
    expect(fact('Outcome')).toBe('Rejected');
    expect(fact('Reason for rejection')).toBe(reason);
    expect(fact('Remarks')).toBe('Field visited with the grower');
  });

  it('when the application is certified, then the certificate shows its class in its tag colour, tag series and validity, and the company cannot revoke it', async () => {
    await renderDetail(application({ status: 'certified', inspections: [inspection()], certificate: certificate() }));
    expect(factOf('Certificate number')).toBe('MSSCA/2026/00418');
    expect(factOf('Class')).toBe('Certified (blue tag)');
    expect((screen.getByTestId('tag-swatch') as HTMLElement).style.backgroundColor).toBe('rgb(30, 136, 229)');
    expect(factOf('Tag series')).toBe('1001–1120');
    expect(factOf('Tags on packets')).toBe('40 of 120');
    expect(factOf('Issued')).toBe('20 Nov 2026');
    expect(factOf('Valid until')).toBe('19 Aug 2027');
    expect(button('Revoke certificate')).toBeNull();
  });

  it('when a certificate was revoked, then the warning, the date and the reason show', async () => {
    await renderDetail(
      application({
        status: 'revoked',
        inspections: [inspection()],
        certificate: certificate({ revokedAt: '2026-12-01T06:00:00.000Z', revocationReason: 'Grow-out test failed' }),
      }),
    );
    expect(screen.getByText(/This certificate was revoked/)).toBeTruthy();
    expect(factOf('Revoked')).toBe('1 Dec 2026: Grow-out test failed');
  });
});

describe("the agency's field inspection", () => {
  it('when the application waits for inspection, then the agency has the inspection form (dated today) and no certificate form yet; the lot is not a link', async () => {
    await renderDetail(application({ isAgency: true }));
    expect(inspectionForm()).toBeTruthy();
    expect(certificateForm()).toBeNull();
    expect(field('Date of inspection').value).toBe(todayInIndia());
    expect(screen.queryByRole('link', { name: 'SL-20261101-0900000-0001' })).toBeNull();
    expect(screen.queryByText("Waiting for the agency's field inspection.")).toBeNull();
  });

  it("when it is sent blank, then each field says the contract's words, focus goes to the first, and nothing is sent", async () => {
    await renderDetail(application({ isAgency: true }));
    await act(async () => fireEvent.click(inspectionForm()!));
    await waitFor(() => expect(descriptionOf('Crop stage')).toContain(M.stageRequired));
    expect(document.activeElement).toBe(field('Crop stage'));
    expect(descriptionOf('Inspector')).toContain(M.inspectorRequired);
    expect(descriptionOf('Off-types (%)')).toContain(M.percentInvalid);
    expect(messageOf(radio('Outcome', 'Accepted'))).toContain(M.outcomeRequired);
    expect(radio('Outcome', 'Accepted').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(radio('Isolation distance met', 'Yes'))).toContain(M.inspectionInvalid);
    expect(callsOf('certification', 'inspect')).toHaveLength(0);
  });

  it('when the seed plot is rejected without a reason, then the reason is asked for; with it, the inspection is sent and the application shows as rejected', async () => {
    const reason = 'Off-types above the standard';
    handlers.certification.inspect = ({ body }) =>
      application({
        isAgency: true,
        status: 'rejected',
        rejectionReason: body.rejection_reason ?? null,
        inspections: [inspection({ outcome: 'rejected', rejectionReason: body.rejection_reason ?? null })],
      });
    await renderDetail(application({ isAgency: true }));
    expect(screen.queryByLabelText('Reason for rejecting the seed plot')).toBeNull();
    fillFindings();
    fireEvent.click(radio('Outcome', 'Rejected'));
    await act(async () => fireEvent.click(inspectionForm()!));
    await waitFor(() =>
      expect(messageOf(screen.getByLabelText('Reason for rejecting the seed plot'))).toContain(
        M.rejectionReasonRequired,
      ),
    );
    expect(callsOf('certification', 'inspect')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Reason for rejecting the seed plot'), { target: { value: reason } });
    await act(async () => fireEvent.click(inspectionForm()!));
    await waitFor(() => expect(callsOf('certification', 'inspect')).toHaveLength(1));
    expect(callsOf('certification', 'inspect')[0]).toEqual({
      params: { id: APPLICATION_ID },
      body: {
        inspected_on: todayInIndia(),
        stage: 'flowering',
        inspector_name: 'R. Jadhav',
        off_types_pct: 0.05,
        isolation_met: true,
        objectionable_weed_plants: 3,
        diseased_plants_pct: 0.1,
        outcome: 'rejected',
        rejection_reason: reason,
        remarks: null,
      },
    });
    await waitFor(() =>
      expect(toasts.at(-1)?.message).toBe('Inspection recorded: the seed plot was rejected and the application closed'),
    );
    expect(screen.getByTestId('application-status').textContent).toBe('Rejected');
    expect(within(screen.getByTestId('rejection')).getByText(reason)).toBeTruthy();
    expect(inspectionForm()).toBeNull();
  });

  it('when an accepted inspection is refused because the application was decided meanwhile, then the refusal shows in the banner', async () => {
    handlers.certification.inspect = () => {
      throw new ApiError(409, 'conflict', M.applicationClosed);
    };
    await renderDetail(application({ isAgency: true, status: 'inspecting', inspections: [inspection()] }));
    fillFindings();
    fireEvent.click(radio('Isolation distance met', 'No'));
    fireEvent.click(radio('Outcome', 'Accepted'));
    await act(async () => fireEvent.click(inspectionForm()!));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(M.applicationClosed));
    expect(callsOf('certification', 'inspect')[0]?.body).toMatchObject({ isolation_met: false, outcome: 'accepted' });
    expect(toasts.at(-1)).toMatchObject({ type: 'error', message: 'The inspection was not recorded' });
  });
});

describe("the agency's certificate", () => {
  it('when the certificate number is taken, then the refusal shows under it; when issued, then the page shows the certificate', async () => {
    let refuse = true;
    handlers.certification.issueCertificate = () => {
      if (refuse) throw new ApiError(409, 'conflict', M.numberTaken);
      return { certificateId: certificate().id, tagFirst: 1001, tagLast: 1120, validUntil: '2027-08-19', tagged: 40 };
    };
    const page = await renderDetail(application({ isAgency: true, status: 'inspecting', inspections: [inspection()] }));
    expect(inspectionForm()).toBeTruthy();
    await act(async () => fireEvent.click(certificateForm()!));
    await waitFor(() => expect(descriptionOf('Certificate number')).toContain(M.numberRequired));
    expect(descriptionOf('Number of tags')).toContain(M.tagCountInvalid);
    expect(callsOf('certification', 'issueCertificate')).toHaveLength(0);

    fireEvent.change(field('Certificate number'), { target: { value: 'MSSCA/2026/00418' } });
    fireEvent.change(field('Number of tags'), { target: { value: '120' } });
    await act(async () => fireEvent.click(certificateForm()!));
    await waitFor(() => expect(descriptionOf('Certificate number')).toContain(M.numberTaken));
    expect(document.activeElement).toBe(field('Certificate number'));
    expect(callsOf('certification', 'issueCertificate')[0]).toEqual({
      params: { id: APPLICATION_ID },
      body: { certificate_number: 'MSSCA/2026/00418', tag_count: 120 },
    });

    refuse = false;
    page.answer(
      application({ isAgency: true, status: 'certified', inspections: [inspection()], certificate: certificate() }),
    );
    await act(async () => fireEvent.click(certificateForm()!));
    await waitFor(() =>
      expect(toasts.at(-1)?.message).toBe('Certificate MSSCA/2026/00418 issued: tags 1001–1120, 40 already on packets'),
    );
    await waitFor(() => expect(screen.getByTestId('application-status').textContent).toBe('Certified'));
    expect(factOf('Tag series')).toBe('1001–1120');
    expect(certificateForm()).toBeNull();
    expect(inspectionForm()).toBeNull();
  });

  it('when the agency revokes a certificate, then the dialog asks for the reason first, sends it, and the page shows the revocation', async () => {
    handlers.certification.revokeCertificate = () => undefined;
    const page = await renderDetail(
      application({ isAgency: true, status: 'certified', inspections: [inspection()], certificate: certificate() }),
    );
    fireEvent.click(button('Revoke certificate')!);
    const dialog = within(screen.getByRole('dialog', { name: 'Revoke certificate MSSCA/2026/00418' }));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Revoke certificate' })));
    await waitFor(() => expect(messageOf(dialog.getByLabelText('Reason'))).toContain(M.revocationReasonRequired));
    expect(callsOf('certification', 'revokeCertificate')).toHaveLength(0);

    page.answer(
      application({
        isAgency: true,
        status: 'revoked',
        inspections: [inspection()],
        certificate: certificate({ revokedAt: '2026-12-01T06:00:00.000Z', revocationReason: 'Grow-out test failed' }),
      }),
    );
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Grow-out test failed' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Revoke certificate' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('certification', 'revokeCertificate')[0]).toEqual({
      params: { id: certificate().id },
      body: { reason: 'Grow-out test failed' },
    });
    expect(toasts.at(-1)?.message).toBe('Certificate MSSCA/2026/00418 revoked');
    await waitFor(() => expect(screen.getByTestId('application-status').textContent).toBe('Revoked'));
    expect(factOf('Revoked')).toBe('1 Dec 2026: Grow-out test failed');
    expect(button('Revoke certificate')).toBeNull();
  });

  it('when the reader has no role in the agency, then it reads the application without the forms', async () => {
    await renderDetail(application({ isAgency: true, status: 'inspecting', inspections: [inspection()] }), null);
    expect(inspectionForm()).toBeNull();
    expect(certificateForm()).toBeNull();
  });
});
