import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBanner } from './error-banner';

describe('ErrorBanner', () => {
  it('when no message is given, then it alerts the default message', () => {
    render(<ErrorBanner />);

    expect(screen.getByRole('alert').textContent).toBe('An error occurred');
  });

  it('when the message is empty, then it alerts the translated default message', () => {
    render(<ErrorBanner message="" defaultMessage="Ocurrió un error" />);

    expect(screen.getByRole('alert').textContent).toBe('Ocurrió un error');
  });

  it('when the backend sends a message, then it alerts that message', () => {
    render(<ErrorBanner message="Invalid login credentials" />);

    expect(screen.getByRole('alert').textContent).toBe('Invalid login credentials');
  });

  it('when onDismiss is given and the dismiss button is pressed, then onDismiss is called', () => {
    const onDismiss = vi.fn();
    render(<ErrorBanner message="Oops" onDismiss={onDismiss} dismissLabel="Close" />);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
