import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ScrollArea } from './scroll-area';

const meta = {
  title: 'Components/ScrollArea',
  component: ScrollArea,
  args: { label: 'Harvest records', children: null },
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A harvest table wider than a 320 px phone: the right edge's shadow says there is more, Tab reaches the box. */
export const WiderThanThePhone: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <ScrollArea {...args} className="rounded-md border border-gray-200">
        <table className="min-w-full text-left text-sm">
          <thead className="bg-gray-50">
            <tr>
              {['Harvest date', 'Yield', 'Pack size', 'Packaging', 'Recorded by', 'Notes'].map((h) => (
                <th key={h} scope="col" className="px-4 py-2 whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {['18 Mar 2026', '3,200 Kg', '25 Kg', 'bag', 'Demo Admin', 'Rabi, Indore plots'].map((c) => (
                <td key={c} className="px-4 py-2 whitespace-nowrap">
                  {c}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </ScrollArea>
    </div>
  ),
};
