import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Select } from './select';

const roles = [
  { value: 'manager', label: 'Manager' },
  { value: 'admin', label: 'Admin' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Role', options: roles, defaultValue: 'manager' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholder: Story = {
  args: {
    label: 'Organization type',
    placeholder: 'Choose a type',
    defaultValue: '',
    hint: 'You can change it later',
    options: [
      { value: 'seed_grower', label: 'Seed grower' },
      { value: 'testing_agency', label: 'Testing agency' },
      { value: 'field_inspection_agency', label: 'Field inspection agency' },
      { value: 'marketplace_vendor', label: 'Marketplace vendor' },
    ],
  },
};
export const WithError: Story = { args: { placeholder: 'Choose a role', defaultValue: '', error: 'Choose a role' } };
export const WithOptionChildren: Story = {
  args: {
    label: 'State',
    options: undefined,
    defaultValue: 'MH',
    children: [
      <option key="GJ" value="GJ">
        Gujarat
      </option>,
      <option key="KA" value="KA">
        Karnataka
      </option>,
      <option key="MH" value="MH">
        Maharashtra
      </option>,
    ],
  },
};
