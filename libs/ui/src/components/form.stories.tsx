import { InvitationCreate } from '@seed/domain';
import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { z } from 'zod';
import { useSchemaForm } from '../form/use-schema-form';
import { Button } from './button';
import { Form, FormError, FormInput, FormMessage, FormSelect } from './form';

// Each story renders its own form: a Form needs the useSchemaForm of the component around it.
const meta = { title: 'Components/Form' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const roles = [
  { value: 'manager', label: 'Manager' },
  { value: 'admin', label: 'Admin' },
];

// The invite dialog's form, checked with the contract's own schema (and so the spec's messages).
function InviteForm({ showErrors = false }: { showErrors?: boolean }) {
  const form = useSchemaForm({ schema: InvitationCreate, defaultValues: { email: '', role: 'manager' as const } });
  const [sent, setSent] = useState<string | null>(null);
  const { trigger } = form;
  useEffect(() => {
    if (showErrors) void trigger();
  }, [showErrors, trigger]);
  return (
    <Form form={form} onSubmit={(invitation) => setSent(invitation.email)} className="flex max-w-md flex-col gap-4">
      <FormError />
      <FormInput name="email" label="Email" type="email" autoComplete="off" />
      <FormSelect name="role" label="Role" options={roles} />
      <Button type="submit">Send invitation</Button>
      {sent && <p className="text-sm text-green-700">Would invite {sent}</p>}
    </Form>
  );
}

export const InviteMember: Story = { render: () => <InviteForm /> };
export const FieldErrors: Story = { render: () => <InviteForm showErrors /> };

function ServerError() {
  const form = useSchemaForm({
    schema: InvitationCreate,
    defaultValues: { email: 'asha@example.com', role: 'manager' },
  });
  const { setError } = form;
  useEffect(() => {
    setError('root.server', { message: 'An invitation has already been sent to this email address' });
  }, [setError]);
  return (
    <Form form={form} onSubmit={() => {}} className="flex max-w-md flex-col gap-4">
      <FormError />
      <FormInput name="email" label="Email" type="email" />
      <Button type="submit">Send invitation</Button>
    </Form>
  );
}

export const ServerRefusal: Story = { render: () => <ServerError /> };

// Repeated rows, the shape of the production wizard's source lots (useFieldArray).
const SourceLots = z.object({
  rows: z
    .array(
      z.object({
        lot: z.string().trim().min(1, 'Please choose a source lot'),
        quantity: z.string().regex(/^\d+(\.\d+)?$/, 'Please enter a quantity in kg'),
      }),
    )
    .min(1, 'Add at least one source lot'),
});

function SourceLotRows() {
  const form = useSchemaForm({ schema: SourceLots, defaultValues: { rows: [{ lot: 'BT-2026-001', quantity: '' }] } });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  return (
    <Form form={form} onSubmit={() => {}} className="flex max-w-xl flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-gray-900">Source lots</legend>
        {rows.fields.map((row, i) => (
          <div key={row.id} className="flex flex-wrap items-end gap-2">
            <FormInput name={`rows.${i}.lot`} label={`Lot ${i + 1}`} className="flex-1" />
            <FormInput
              name={`rows.${i}.quantity`}
              label={`Quantity ${i + 1} (kg)`}
              inputMode="decimal"
              className="w-40"
            />
            <Button variant="ghost" size="sm" onClick={() => rows.remove(i)}>
              Remove row {i + 1}
            </Button>
          </div>
        ))}
        <FormMessage name="rows" />
      </fieldset>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => rows.append({ lot: '', quantity: '' })}>
          Add source lot
        </Button>
        <Button type="submit">Next</Button>
      </div>
    </Form>
  );
}

export const RepeatedRows: Story = { render: () => <SourceLotRows /> };
