import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CursorPagination, useCursorPages } from './cursor-pagination';

const meta = {
  title: 'Components/CursorPagination',
  component: CursorPagination,
  args: {
    hasNewer: false,
    nextCursor: 'c2',
    onNewer: () => {},
    onOlder: () => {},
    summary: '25 transactions on this page',
    label: 'Transaction pages',
  },
} satisfies Meta<typeof CursorPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewestPage: Story = {};
export const MiddlePage: Story = { args: { hasNewer: true } };
export const OldestPage: Story = { args: { hasNewer: true, nextCursor: null, summary: '7 transactions on this page' } };

// Four pages of a list: each page's cursor names the next, older one.
const PAGES: Record<string, { rows: number; next: string | null }> = {
  '': { rows: 25, next: 'c2' },
  c2: { rows: 25, next: 'c3' },
  c3: { rows: 25, next: 'c4' },
  c4: { rows: 7, next: null },
};

function PagedList() {
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const pages = useCursorPages(cursor, (next) => setCursor(next ?? undefined));
  const page = PAGES[cursor ?? '']!;
  return (
    <CursorPagination
      hasNewer={Boolean(cursor)}
      nextCursor={page.next}
      onNewer={pages.newer}
      onOlder={pages.older}
      label="Transaction pages"
      summary={`${page.rows} transactions on this page`}
    />
  );
}

export const Interactive: Story = { render: () => <PagedList /> };
