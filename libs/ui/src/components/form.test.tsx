import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useFieldArray } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkFormWith, useSchemaForm } from '../form/use-schema-form';
import { Form, FormError, FormInput, FormMessage, FormSelect } from './form';

const Invite = z.object({
  email: z.string().trim().min(1, 'Please enter an email address').pipe(z.email('Please enter a valid email address')),
  role: z.enum(['manager', 'admin'], { error: 'Please choose a role: manager or admin' }),
});

function InviteForm({
  onSubmit,
  schema = Invite,
}: {
  onSubmit: (value: z.output<typeof Invite>) => void;
  schema?: typeof Invite | (() => Promise<typeof Invite>);
}) {
  const form = useSchemaForm({ schema, defaultValues: { email: '', role: 'manager' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormError />
      <FormInput name="email" label="Email" />
      <FormSelect
        name="role"
        label="Role"
        options={[
          { value: 'manager', label: 'Manager' },
          { value: 'admin', label: 'Admin' },
          { value: 'owner', label: 'Owner' },
        ]}
      />
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.setError('root.server', { message: 'Invitation already sent' })}>
        Fail
      </button>
    </Form>
  );
}

const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('Form with useSchemaForm', () => {
  it('when submitted with a bad field, then its message shows under it, tied by aria-describedby, and it gets focus', async () => {
    const onSubmit = vi.fn();
    render(<InviteForm onSubmit={onSubmit} />);

    await submit();

    const email = screen.getByLabelText('Email');
    const message = screen.getByText('Please enter an email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(document.activeElement).toBe(email);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when every field of a form is wrong, then each shows its own message at once', async () => {
    render(<InviteForm onSubmit={() => {}} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'owner' } });

    await submit();

    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please choose a role: manager or admin')).toBeTruthy();
  });

  it('when the field is corrected after a failed submit, then its message goes as the user types', async () => {
    render(<InviteForm onSubmit={() => {}} />);
    await submit();

    await act(async () => fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'asha@example.com' } }));

    await waitFor(() => expect(screen.queryByText('Please enter an email address')).toBeNull());
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('when valid, then the schema output is submitted and the schema may be loaded lazily', async () => {
    const onSubmit = vi.fn();
    render(<InviteForm onSubmit={onSubmit} schema={() => Promise.resolve(Invite)} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '  asha@example.com ' } });

    await submit();

    expect(onSubmit).toHaveBeenCalledWith({ email: 'asha@example.com', role: 'manager' }, expect.anything());
  });

  it('when the schema does not load (a host older than the screen), then the banner says so instead of failing silently', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSubmit = vi.fn();
    const missing = () => Promise.resolve(undefined as unknown as typeof Invite);
    render(<InviteForm onSubmit={onSubmit} schema={missing} />);

    await submit();

    expect(screen.getByRole('alert').textContent).toContain('An error occurred');
    expect(onSubmit).not.toHaveBeenCalled();
    quiet.mockRestore();
  });

  it("when the server refuses, then the form's banner shows its message", async () => {
    render(<InviteForm onSubmit={() => {}} />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Fail' })));

    expect(screen.getByRole('alert').textContent).toContain('Invitation already sent');
  });
});

// A form that holds its fields differently from the API body: area as text, map points for a polygon.
const FarmBody = z.object({
  total_area: z.number({ error: 'Please enter a valid total area' }).positive('Please enter a valid total area'),
  boundary: z.array(z.number()).min(3, 'Please mark at least 3 boundary points on the map'),
});

function FarmForm({ onSubmit }: { onSubmit: (value: z.output<typeof FarmBody>) => void }) {
  const form = useSchemaForm({
    schema: FarmBody,
    defaultValues: { totalArea: '', points: [] as number[] },
    toInput: (v) => ({ total_area: v.totalArea === '' ? undefined : Number(v.totalArea), boundary: v.points }),
    fieldOf: { total_area: 'totalArea', boundary: 'points' },
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <FormInput name="totalArea" label="Total Area" />
      <div aria-label="Map" role="region" />
      <FormMessage name="points" id="points-error" />
      <button type="button" onClick={() => form.setValue('points', [1, 2, 3])}>
        Draw
      </button>
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Form with a mapping to the API body', () => {
  it("when the API body's fields fail, then the messages show on the form's own fields", async () => {
    render(<FarmForm onSubmit={() => {}} />);

    await submit();

    expect(screen.getByLabelText('Total Area').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid total area')).toBeTruthy();
    expect(screen.getByText('Please mark at least 3 boundary points on the map').id).toBe('points-error');
  });

  it('when the form is right, then the API body is submitted', async () => {
    const onSubmit = vi.fn();
    render(<FarmForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Total Area'), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }));

    await submit();

    expect(onSubmit).toHaveBeenCalledWith({ total_area: 12.5, boundary: [1, 2, 3] }, expect.anything());
  });
});

// Repeated rows, as the production wizard's source lots: errors land on the row's own field.
const Lots = z.object({
  rows: z.array(z.object({ lot: z.string().min(1, 'Please choose a lot') })).min(1, 'Add at least one source lot'),
});

function LotRows() {
  const form = useSchemaForm({ schema: Lots, defaultValues: { rows: [{ lot: 'L-1' }, { lot: '' }] } });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  return (
    <Form form={form} onSubmit={() => {}}>
      {rows.fields.map((row, i) => (
        <div key={row.id}>
          <FormInput name={`rows.${i}.lot`} label={`Lot ${i + 1}`} />
          <button type="button" onClick={() => rows.remove(i)}>{`Remove ${i + 1}`}</button>
        </div>
      ))}
      <FormMessage name="rows" />
      <button type="submit">Send</button>
    </Form>
  );
}

describe('Form with repeated rows', () => {
  it('when a row is incomplete, then only that row shows the message', async () => {
    render(<LotRows />);

    await submit();

    expect(screen.getByLabelText('Lot 1').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Lot 2').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Please choose a lot')).toHaveLength(1);
  });

  it('when every row is removed, then the list itself shows its message', async () => {
    render(<LotRows />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove 1' }));

    await submit();

    expect(screen.getByText('Add at least one source lot')).toBeTruthy();
  });
});

describe('checkFormWith', () => {
  const LinkRequest = z.object({ email: z.string().trim().min(1, 'Please enter your email address') });

  function SignIn({ onLink }: { onLink: (value: unknown) => void }) {
    const form = useSchemaForm({
      schema: z.object({ email: z.string(), password: z.string().min(1, 'Password needed') }),
      defaultValues: { email: '', password: '' },
    });
    return (
      <Form form={form} onSubmit={() => {}}>
        <FormInput name="email" label="Email" />
        <FormInput name="password" label="Password" />
        <button type="button" onClick={async () => onLink(await checkFormWith(form, LinkRequest))}>
          Email me a link
        </button>
      </Form>
    );
  }

  it("when a second action checks the same fields with its own schema, then that schema's message shows", async () => {
    const onLink = vi.fn();
    render(<SignIn onLink={onLink} />);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Email me a link' })));

    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    expect(screen.queryByText('Password needed')).toBeNull();
    expect(onLink).toHaveBeenCalledWith(null);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' asha@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Email me a link' })));

    expect(onLink).toHaveBeenLastCalledWith({ email: 'asha@example.com' });
    expect(screen.queryByText('Please enter your email address')).toBeNull();
  });
});
