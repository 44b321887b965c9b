import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from './segmented-control';

const options = [
  { value: 'grid', label: 'Grid' },
  { value: 'map', label: 'Map' },
] as const;

describe('SegmentedControl', () => {
  it('when rendered, then it is a named group whose chosen button is pressed', () => {
    render(<SegmentedControl label="View mode" options={options} value="map" onValueChange={() => {}} />);

    expect(screen.getByRole('group', { name: 'View mode' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('when another option is clicked, then its value is reported; the chosen one reports nothing', () => {
    const onValueChange = vi.fn();
    render(<SegmentedControl label="View mode" options={options} value="grid" onValueChange={onValueChange} />);

    fireEvent.click(screen.getByRole('button', { name: 'Grid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Map' }));

    expect(onValueChange.mock.calls).toEqual([['map']]);
  });
});
