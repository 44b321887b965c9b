import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { farmsStory, withoutMapOrApi } from '../../../stories/frame';
import { NewFarmPage } from './new-farm-page';

// /farms/new: the page's title over the empty form (the form's states are in 'Farms/Farm form').
const meta = {
  title: 'Farms/New farm page',
  component: NewFarmPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: withoutMapOrApi,
  decorators: [farmsStory({ path: '/farms/new', route: '/farms/new' })],
} satisfies Meta<typeof NewFarmPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Hindi: Story = { parameters: { language: 'hi' } };
