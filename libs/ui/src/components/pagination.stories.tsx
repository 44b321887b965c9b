import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Pagination } from './pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageSize: 24, total: 80, onPageChange: () => {}, summary: 'Showing 24 of 80 farms' },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const LastPage: Story = { args: { page: 4, summary: 'Showing 8 of 80 farms' } };

function PagedList() {
  const [page, setPage] = useState(2);
  const total = 80;
  const shown = Math.min(24, total - (page - 1) * 24);
  return (
    <Pagination
      page={page}
      pageSize={24}
      total={total}
      onPageChange={setPage}
      label="Farm pages"
      summary={`Page ${page}: showing ${shown} of ${total} farms`}
    />
  );
}

export const Interactive: Story = { render: () => <PagedList /> };
