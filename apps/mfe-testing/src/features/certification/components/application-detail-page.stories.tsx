import { ApiError } from '@seed/auth';
import { CERTIFICATION_MESSAGES } from '@seed/domain';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { APPLICATION_ID, applicationDetail, certificate, inspection } from '../../../stories/fixtures';
import { fixTodaysDates, signedInAs, testingStory } from '../../../stories/frame';
import { CertificationApplicationDetailPage } from './application-detail-page';

// /certification/{id}: an application in every status, as the company that made it and as the
// certification agency with its inspection form, certificate form and revocation.
const key = ['certification', 'getApplication', { params: { id: APPLICATION_ID } }] as const;
const at = { path: `/certification/${APPLICATION_ID}`, route: '/certification/:id' };
const showing = (data: unknown, viewer: 'company' | 'agency' = 'company') => [
  testingStory({ ...at, queries: [{ key, data }] }),
  signedInAs(viewer),
];

const accepted = inspection();
const secondVisit = inspection({
  id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5b02',
  inspectedOn: '2026-11-05',
  stage: 'pre_harvest',
  offTypesPct: 0.02,
  diseasedPlantsPct: 0,
  remarks: 'Crop uniform; a few loose smut heads rogued out in the north-east corner.',
});
const rejectedVisit = inspection({
  id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5b03',
  inspectedOn: '2026-09-02',
  stage: 'pre_flowering',
  offTypesPct: 0.8,
  isolationMet: false,
  objectionableWeedPlants: 14,
  outcome: 'rejected',
  rejectionReason: 'Isolation distance from the neighbouring JG 14 chickpea plot not met; off-types above 0.5%.',
});

const meta = {
  title: 'Testing/Certification application detail page',
  component: CertificationApplicationDetailPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CertificationApplicationDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Applied: the company waits for the agency's first inspection. */
export const CompanyApplied: Story = { decorators: showing(applicationDetail()) };

/** The agency's manager: the inspection form (its date set to a fixed day). */
export const AgencyApplied: Story = {
  decorators: showing(applicationDetail({ isAgency: true }), 'agency'),
  play: async ({ canvasElement }) => fixTodaysDates(canvasElement),
};

/** Record inspection on an empty form: the contract's messages. */
export const InspectionFormValidation: Story = {
  decorators: showing(applicationDetail({ isAgency: true }), 'agency'),
  play: async ({ canvasElement }) => {
    await fixTodaysDates(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record inspection' }));
    await expect(await canvas.findByText(CERTIFICATION_MESSAGES.stageRequired)).toBeVisible();
    await expect(canvas.getByText(CERTIFICATION_MESSAGES.inspectorRequired)).toBeVisible();
  },
};

/** Inspecting, two visits accepted: the next inspection and the certificate form. */
export const AgencyInspecting: Story = {
  decorators: showing(
    applicationDetail({ status: 'inspecting', inspections: [accepted, secondVisit], isAgency: true }),
    'agency',
  ),
  play: async ({ canvasElement }) => fixTodaysDates(canvasElement),
};

/** Issue certificate on an empty form. */
export const CertificateFormValidation: Story = {
  decorators: showing(
    applicationDetail({ status: 'inspecting', inspections: [accepted, secondVisit], isAgency: true }),
    'agency',
  ),
  play: async ({ canvasElement }) => {
    await fixTodaysDates(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Issue certificate' }));
    await expect(await canvas.findByText(/Please enter the certificate number/)).toBeVisible();
  },
};

/** Inspecting, as the company sees it. */
export const CompanyInspecting: Story = {
  decorators: showing(applicationDetail({ status: 'inspecting', inspections: [accepted] })),
};

/** Certified: the certificate with its tag series; the agency may revoke it. */
export const AgencyCertified: Story = {
  decorators: showing(
    applicationDetail({
      status: 'certified',
      inspections: [accepted, secondVisit],
      certificate: certificate(),
      isAgency: true,
    }),
    'agency',
  ),
};

/** Revoke certificate without a reason: the dialog says one is needed. */
export const RevokeDialogValidation: Story = {
  decorators: AgencyCertified.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke certificate' }));
    const dialog = within(await canvas.findByRole('dialog', { name: 'Revoke certificate MPSSCA/2026/00418' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke certificate' }));
    await expect(await dialog.findByText(CERTIFICATION_MESSAGES.revocationReasonRequired)).toBeVisible();
  },
};

export const CompanyCertified: Story = {
  decorators: showing(
    applicationDetail({ status: 'certified', inspections: [accepted, secondVisit], certificate: certificate() }),
  ),
};

/** Revoked: the certificate with the date and reason it was revoked. */
export const Revoked: Story = {
  decorators: showing(
    applicationDetail({
      status: 'revoked',
      inspections: [accepted, secondVisit],
      certificate: certificate({
        revokedAt: '2027-01-14T06:30:00.000Z',
        revocationReason: 'Grow-out test failed: genetic purity 96.1%, below the 99% standard.',
      }),
    }),
  ),
};

/** Rejected after an inspection: the agency's reason at the top. */
export const Rejected: Story = {
  decorators: showing(
    applicationDetail({
      status: 'rejected',
      rejectionReason: rejectedVisit.rejectionReason,
      inspections: [rejectedVisit],
      lot: {
        ...applicationDetail().lot,
        crop: 'Chickpea',
        variety: 'JG 11',
        test: { status: 'failed', validUntil: null, reportId: null },
      },
    }),
  ),
};

/** A lot without a seed plot or sources, and a seed test still pending. */
export const NoPlotNoSources: Story = {
  decorators: showing(
    applicationDetail({
      sourceReference: null,
      lot: {
        ...applicationDetail().lot,
        variety: null,
        generation: null,
        farms: [],
        sources: [],
        test: { status: 'testing_requested', validUntil: null, reportId: null },
      },
    }),
  ),
};

export const Loading: Story = {
  decorators: [testingStory({ ...at, queries: [{ key, pending: true }] }), signedInAs('company')],
};

export const NotFound: Story = {
  decorators: [
    testingStory({
      ...at,
      queries: [{ key, error: new ApiError(404, 'not_found', CERTIFICATION_MESSAGES.applicationNotFound) }],
    }),
    signedInAs('company'),
  ],
};

export const LoadFailed: Story = {
  decorators: [
    testingStory({ ...at, queries: [{ key, error: new Error('The server did not answer in time') }] }),
    signedInAs('company'),
  ],
};

export const HindiCertified: Story = {
  parameters: { language: 'hi' },
  decorators: CompanyCertified.decorators,
};

export const MarathiAgencyInspecting: Story = {
  parameters: { language: 'mr' },
  decorators: AgencyInspecting.decorators,
  play: async ({ canvasElement }) => fixTodaysDates(canvasElement),
};
