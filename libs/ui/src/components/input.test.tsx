import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';
import { Select } from './select';

describe('Input', () => {
  it('when a prefix is given, then it shows inside the field and the input is described by it before its error', () => {
    render(<Input label="Phone" prefix="+91" error="Please enter a valid phone number" />);

    const input = screen.getByLabelText('Phone');
    const prefix = screen.getByText('+91');
    expect(input.parentElement).toBe(prefix.parentElement);
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy).toEqual([prefix.id, screen.getByText('Please enter a valid phone number').id]);
  });

  it('when an error is given, then the input is aria-invalid and described by the hint and the error', () => {
    render(<Input label="Email" hint="We never share it" error="Enter a valid email address" />);

    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const hint = screen.getByText('We never share it');
    const error = screen.getByText('Enter a valid email address');
    expect(describedBy).toEqual([hint.id, error.id]);
  });

  it('when there is no error, then the input is not aria-invalid and described only by the hint', () => {
    render(<Input label="Email" hint="We never share it" />);

    const input = screen.getByLabelText('Email');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('We never share it').id);
  });

  it('when neither hint nor error is given, then the input has no aria-describedby', () => {
    render(<Input label="Full name" />);

    expect(screen.getByLabelText('Full name').hasAttribute('aria-describedby')).toBe(false);
  });

  it('when two inputs are rendered without ids, then each label points at its own input', () => {
    render(
      <>
        <Input label="First" />
        <Input label="Second" />
      </>,
    );

    const first = screen.getByLabelText('First');
    const second = screen.getByLabelText('Second');
    expect(first.id).not.toBe('');
    expect(first.id).not.toBe(second.id);
  });

  it('when an id and an own aria-describedby are passed, then both are kept', () => {
    render(
      <>
        <p id="extra">Extra help</p>
        <Input label="Phone" id="phone" aria-describedby="extra" error="Required" />
      </>,
    );

    const input = screen.getByLabelText('Phone');
    expect(input.id).toBe('phone');
    expect(input.getAttribute('aria-describedby')).toBe('extra phone-error');
  });
});

describe('Select', () => {
  it('when an error is given, then the select is aria-invalid and described by the error', () => {
    render(
      <Select
        label="Role"
        placeholder="Choose a role"
        options={[{ value: 'admin', label: 'Admin' }]}
        error="Choose a role first"
      />,
    );

    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('Choose a role first').id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a role', 'Admin']);
  });
});
