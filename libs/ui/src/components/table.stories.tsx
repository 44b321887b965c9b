import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './badge';
import { Table, type TableColumn } from './table';

interface Member {
  id: string;
  name: string;
  email: string;
  role: 'admin' | 'manager';
}

const members: Member[] = [
  { id: '1', name: 'Asha Patel', email: 'asha@example.in', role: 'admin' },
  { id: '2', name: 'Ravi Kumar', email: 'ravi@example.in', role: 'manager' },
  { id: '3', name: 'Meera Singh', email: 'meera@example.in', role: 'manager' },
];

const columns: TableColumn<Member>[] = [
  { key: 'name', header: 'Name', cell: (m) => m.name },
  { key: 'email', header: 'Email', cell: (m) => m.email },
  { key: 'role', header: 'Role', cell: (m) => <Badge tone={m.role === 'admin' ? 'blue' : 'gray'}>{m.role}</Badge> },
];

// Table is generic; Storybook's Meta needs one concrete row type.
const MemberTable = Table<Member>;

const meta = {
  title: 'Components/Table',
  component: MemberTable,
  args: { caption: 'Members', columns, rows: members, rowKey: (m) => m.id },
} satisfies Meta<typeof MemberTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = {
  args: { caption: 'Pending invitations', rows: [], emptyMessage: 'No pending invitations.' },
};
export const HiddenCaption: Story = { args: { hideCaption: true } };
