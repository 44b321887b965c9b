import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SegmentedControl } from './segmented-control';

const meta = {
  title: 'Components/SegmentedControl',
  component: SegmentedControl,
  args: {
    label: 'View mode',
    value: 'grid',
    onValueChange: () => {},
    options: [
      { value: 'grid', label: 'Grid' },
      { value: 'map', label: 'Map' },
    ],
  },
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GridOrMap: Story = {};

function LotTabs() {
  const [tab, setTab] = useState<'active' | 'packaged' | 'archived'>('active');
  return (
    <div className="flex flex-col gap-2">
      <SegmentedControl
        label="Seed lots"
        value={tab}
        onValueChange={setTab}
        options={[
          { value: 'active', label: 'Active' },
          { value: 'packaged', label: 'Packaged' },
          { value: 'archived', label: 'Archived' },
        ]}
      />
      <p className="text-sm text-gray-500">Showing: {tab}</p>
    </div>
  );
}

export const ThreeTabs: Story = { render: () => <LotTabs /> };
