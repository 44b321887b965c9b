import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'email', label: 'Email', content: 'Email form' },
  { id: 'phone', label: 'Phone', content: 'Phone form' },
  { id: 'otp', label: 'OTP', content: 'OTP form', disabled: true },
  { id: 'magic', label: 'Magic link', content: 'Magic form' },
];

describe('Tabs', () => {
  it('when rendered uncontrolled, then the first tab is selected and only its panel is visible', () => {
    render(<Tabs items={items} label="Sign-in method" />);

    expect(screen.getByRole('tablist', { name: 'Sign-in method' })).toBeTruthy();
    const email = screen.getByRole('tab', { name: 'Email' });
    expect(email.getAttribute('aria-selected')).toBe('true');
    expect(email.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Phone' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('Email form');
    expect(panel.getAttribute('aria-labelledby')).toBe(email.id);
    expect(email.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('when ArrowRight is pressed, then the next tab is focused and selected, skipping disabled tabs', () => {
    render(<Tabs items={items} label="Sign-in method" defaultValue="phone" />);
    const phone = screen.getByRole('tab', { name: 'Phone' });
    phone.focus();

    fireEvent.keyDown(phone, { key: 'ArrowRight' });

    const magic = screen.getByRole('tab', { name: 'Magic link' });
    expect(document.activeElement).toBe(magic);
    expect(magic.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Magic form');
  });

  it('when ArrowRight is pressed on the last tab, then selection wraps to the first', () => {
    render(<Tabs items={items} label="Sign-in method" defaultValue="magic" />);
    const magic = screen.getByRole('tab', { name: 'Magic link' });
    magic.focus();

    fireEvent.keyDown(magic, { key: 'ArrowRight' });

    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Email' }));
  });

  it('when ArrowLeft is pressed on the first tab, then selection wraps to the last', () => {
    render(<Tabs items={items} label="Sign-in method" />);
    const email = screen.getByRole('tab', { name: 'Email' });
    email.focus();

    fireEvent.keyDown(email, { key: 'ArrowLeft' });

    const magic = screen.getByRole('tab', { name: 'Magic link' });
    expect(document.activeElement).toBe(magic);
    expect(magic.getAttribute('aria-selected')).toBe('true');
  });

  it('when Home and End are pressed, then the first and last tabs are selected', () => {
    render(<Tabs items={items} label="Sign-in method" defaultValue="phone" />);
    const phone = screen.getByRole('tab', { name: 'Phone' });

    fireEvent.keyDown(phone, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Magic link' }));

    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Email' }));
  });

  it('when controlled and an arrow key is pressed, then onValueChange is called and the selection waits for the new value', () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs items={items} label="Sign-in method" value="email" onValueChange={onValueChange} />,
    );

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Email' }), { key: 'ArrowRight' });

    expect(onValueChange).toHaveBeenCalledWith('phone');
    expect(screen.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe('true');

    rerender(<Tabs items={items} label="Sign-in method" value="phone" onValueChange={onValueChange} />);
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('true');
  });

  it('when a tab is clicked, then it is selected', () => {
    render(<Tabs items={items} label="Sign-in method" />);

    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));

    expect(screen.getByRole('tabpanel').textContent).toBe('Phone form');
  });
});
