import '../../../i18n/screens';
import { FARM_LIMITS } from '@seed/domain';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { farmsStory, withoutMapOrApi } from '../../../stories/frame';
import { malwaFarm } from '../../../stories/fixtures';
import { ringToPoints } from '../utils/boundary';
import type { LatLng } from '../utils/boundary';
import { BoundaryEditor } from './boundary-editor';

// The boundary editor of spec 3 §4. Its map cannot draw in Storybook (it shows its fallback); the
// rest is what a keyboard user edits the boundary with: the point count, the buttons and the typed points.
function Editor({ initial, edit }: { initial: LatLng[]; edit: boolean }) {
  const [points, setPoints] = useState(initial);
  const [location, setLocation] = useState<LatLng | null>(null);
  return (
    <BoundaryEditor
      points={points}
      onPointsChange={setPoints}
      location={location}
      onLocationChange={setLocation}
      center={FARM_LIMITS.defaultCenter}
      showRemoveSelected={edit}
      recenterKey={0}
    />
  );
}

const malwaPoints = ringToPoints(malwaFarm.boundary?.coordinates[0] ?? []);

const meta = {
  title: 'Farms/Boundary editor',
  component: Editor,
  beforeEach: withoutMapOrApi,
  decorators: [farmsStory({ path: '/farms/new' })],
  args: { initial: [], edit: false },
} satisfies Meta<typeof Editor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoPoints: Story = {};

/** Editing a farm's four points: Remove Selected Point, and the typed points opened. */
export const FourPointsTyped: Story = {
  args: { initial: malwaPoints, edit: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Boundary points'));
    await userEvent.click(canvas.getByRole('button', { name: 'Select point 2' }));
    await expect(canvas.getByRole('button', { name: 'Remove Selected Point' })).toBeEnabled();
  },
};

/** A point typed by hand; a latitude out of range says what a coordinate must be. */
export const AddPointByTyping: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Boundary points'));
    await userEvent.type(canvas.getByLabelText('Latitude'), '22.7842');
    await userEvent.type(canvas.getByLabelText('Longitude'), '75.7398');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Point' }));
    await expect(canvas.getByTestId('point-count')).toHaveTextContent(/^1 point$/);
    await userEvent.type(canvas.getByLabelText('Latitude'), '122.5');
    await userEvent.type(canvas.getByLabelText('Longitude'), '75.7');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Point' }));
    await expect(canvas.getByText('Enter a latitude from -90 to 90 and a longitude from -180 to 180.')).toBeVisible();
  },
};

export const Marathi: Story = {
  parameters: { language: 'mr' },
  args: { initial: malwaPoints, edit: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(canvasElement.querySelector('summary')!);
  },
};
