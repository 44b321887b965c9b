import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_CERTIFICATION } from './demo-certification';
import { DEMO_FARMS } from './demo-farms';
import { DEMO_PRODUCTION, DEMO_SEED_LOTS } from './demo-seed-lots';
import { DEMO_VARIETIES } from './demo-varieties';
import { ensureDemoOrganization } from './migrate-cli';

describe('the embedded demo organization', () => {
  it('when it is ensured twice, then one admin@demo.local admin of "Demo Admin\'s Organization" exists with the demo farms and varieties once', async () => {
    const url = inject('databaseAdminUrl');
    await ensureDemoOrganization(url);
    await ensureDemoOrganization(url);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select p.role, o.name, o.type, o.status, u.email_confirmed_at is not null as confirmed
           from auth.users u join public.profiles p on p.auth_id = u.id join public.organizations o on o.id = p.organization_id
          where u.email = 'admin@demo.local'`,
      );
      expect(rows).toEqual([
        { role: 'admin', name: "Demo Admin's Organization", type: 'seed_grower', status: 'active', confirmed: true },
      ]);

      const farms = await client.query(
        `select f.identifier, f.grower_id = u.id as by_admin, extensions.st_isvalid(f.boundary::extensions.geometry) as valid,
                f.total_area, round((f.boundary_area_sq_m * 0.0002471054)::numeric, 2)::float8 as boundary_acres,
                extensions.st_y(extensions.st_centroid(f.boundary::extensions.geometry)) as lat
           from public.farms f join public.profiles p on p.organization_id = f.organization_id
           join auth.users u on u.id = p.auth_id and u.email = 'admin@demo.local'
          order by f.identifier`,
      );
      expect(farms.rows.map((f) => f.identifier)).toEqual(DEMO_FARMS.map((f) => f.identifier).sort());
      for (const farm of farms.rows) {
        expect(farm).toMatchObject({ by_admin: true, valid: true, total_area: farm.boundary_acres });
        // Maharashtra and Madhya Pradesh lie between about 16° N and 26° N.
        expect(farm.lat).toBeGreaterThan(16);
        expect(farm.lat).toBeLessThan(26);
        expect(farm.total_area).toBeGreaterThan(4);
      }

      // The demo varieties: imported masters, once each, private and active.
      const varieties = await client.query(
        `select d.display_name, d.visibility, d.is_active, d.master_variety_id is not null as imported
           from public.organization_variety_data d join public.profiles p on p.organization_id = d.organization_id
           join auth.users u on u.id = p.auth_id and u.email = 'admin@demo.local'
          order by d.display_name`,
      );
      expect(varieties.rows).toEqual(
        DEMO_VARIETIES.map((v) => ({
          display_name: v.name,
          visibility: 'private',
          is_active: true,
          imported: true,
        })).sort((a, b) => (a.display_name < b.display_name ? -1 : 1)),
      );

      // The demo seed lots: unregistered sources of master varieties, once each, one in the trash.
      const lots = await client.query(
        `select c.name as crop, v.name as variety, l.status, l.deleted_at is not null as trashed, o.quantity_owned::float8 as owned
           from public.seed_lots l join public.crops c on c.id = l.crop_id join public.varieties v on v.id = l.variety_id
           join public.lot_ownership o on o.seed_lot_id = l.id and o.owner_organization_id = l.grower_organization_id
           join public.profiles p on p.organization_id = l.grower_organization_id
           join auth.users u on u.id = p.auth_id and u.email = 'admin@demo.local'
          where l.lot_type = 'unregistered_source'
          order by c.name`,
      );
      expect(lots.rows).toEqual(
        DEMO_SEED_LOTS.map((l, i) => ({
          crop: l.crop,
          variety: l.variety,
          status: 'active',
          trashed: l.trashed ?? false,
          // The first (wheat) source sowed the demo production lot.
          owned: i === 0 ? l.packages - DEMO_PRODUCTION.packagesSown : l.packages,
        })).sort((a, b) => (a.crop < b.crop ? -1 : 1)),
      );

      // The production chain: grown on two farms, harvested, packed; every lot balances.
      const chain = await client.query(
        `select l.lot_type, l.status, (select count(*)::int from public.farm_seed_lots f where f.lot_id = l.id) as farms,
                o.quantity_owned::float8 as owned, o.unit_of_measure as unit
           from public.seed_lots l
           join public.lot_ownership o on o.seed_lot_id = l.id and o.owner_organization_id = l.grower_organization_id
           join public.profiles p on p.organization_id = l.grower_organization_id
           join auth.users u on u.id = p.auth_id and u.email = 'admin@demo.local'
          where l.lot_type <> 'unregistered_source' order by l.lot_type`,
      );
      expect(chain.rows).toEqual([
        {
          lot_type: 'raw_production',
          status: 'active',
          farms: 2,
          owned: DEMO_PRODUCTION.yieldKg - DEMO_PRODUCTION.packages * 10,
          unit: 'Kg',
        },
        {
          lot_type: 'packaged_unit',
          status: 'active',
          farms: 0,
          owned: DEMO_PRODUCTION.packages - DEMO_PRODUCTION.sales.sold - DEMO_PRODUCTION.sales.writtenOff,
          unit: 'packages',
        },
      ]);
      const unbalanced = await client.query(
        `select b.* from public.lot_mass_balance() b
           join public.seed_lots l on l.id = b.seed_lot_id
           join public.profiles p on p.organization_id = l.grower_organization_id
           join auth.users u on u.id = p.auth_id and u.email = 'admin@demo.local'
          where not b.balanced`,
      );
      expect(unbalanced.rows).toEqual([]);
      // the harvest passed its own laboratory's test, and its bags inherit it (so they sell)
      const quality = await client.query(
        `select l.lot_type, q.status from public.seed_lots l
           cross join lateral private.lot_quality(l.id) q
           join public.profiles p on p.organization_id = l.grower_organization_id
           join auth.users u on u.id = p.auth_id and u.email = 'admin@demo.local'
          where l.lot_type <> 'unregistered_source' order by l.lot_type`,
      );
      expect(quality.rows).toEqual([
        { lot_type: 'raw_production', status: 'passed' },
        { lot_type: 'packaged_unit', status: 'passed' },
      ]);

      // issue 28: the demo agency (agency@demo.local) certified the production lot, once; its bags carry it
      const agency = await client.query(
        `select p.role, o.name, o.type from auth.users u join public.profiles p on p.auth_id = u.id
           join public.organizations o on o.id = p.organization_id where u.email = 'agency@demo.local'`,
      );
      expect(agency.rows).toEqual([
        { role: 'admin', name: 'Demo State Seed Certification Agency', type: 'field_inspection_agency' },
      ]);
      const certification = await client.query(
        `select l.lot_type, c.status, ce.certificate_number, ce.tag_count,
                (select count(*)::int from public.field_inspections i where i.application_id = c.application_id) as inspections
           from public.seed_lots l
           cross join lateral private.lot_certification(l.id) c
           join public.seed_certificates ce on ce.id = c.certificate_id
           join public.profiles p on p.organization_id = l.grower_organization_id
           join auth.users u on u.id = p.auth_id and u.email = 'admin@demo.local'
          where l.lot_type <> 'unregistered_source' order by l.lot_type`,
      );
      const certified = {
        status: 'certified',
        certificate_number: DEMO_CERTIFICATION.certificateNumber,
        tag_count: DEMO_PRODUCTION.packages,
        inspections: 1,
      };
      expect(certification.rows).toEqual([
        { lot_type: 'raw_production', ...certified },
        { lot_type: 'packaged_unit', ...certified },
      ]);
    } finally {
      await client.end();
    }
  });
});
