// Organizations of the other kinds for the end-to-end tests: no screen turns a seed company into a
// laboratory or a certification agency (an operator sets the type), so the tests set it in the
// database the run uses, by the email of the organization's admin.
import pg from 'pg';

export async function setOrganizationType(
  databaseAdminUrl: string,
  email: string,
  type: 'testing_agency' | 'field_inspection_agency',
  name: string,
): Promise<string> {
  const client = new pg.Client({ connectionString: databaseAdminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `update public.organizations set type = $2, name = $3
       where id = (select p.organization_id from public.profiles p join auth.users u on u.id = p.auth_id
                   where lower(u.email) = lower($1))
       returning id`,
      [email, type, name],
    );
    return rows[0]!.id;
  } finally {
    await client.end();
  }
}
