import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('when no label is given, then the status reads Loading...', () => {
    render(<Spinner />);

    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
