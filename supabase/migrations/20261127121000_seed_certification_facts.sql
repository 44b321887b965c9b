-- The lots whose certification an application decides, with the facts the seed-lot lists show and
-- filter on (issue 28, the lists' Class column and ?certification= filter): each lot with an
-- application and every lot that is its seed (packed from it or split off it,
-- private.carries_parent_test), with the application private.lot_certification finds for it, its
-- class (the certificate's, else the class sought), certificate number and validity. Every other
-- lot has no certification without looking further.
--
-- Kept rather than computed per lot because the lists' filter runs as the caller, and the policies
-- of certification_applications show an application to its applicant and agency only, while every
-- organization that sees a lot (a dealer who bought part of a certified lot) sees its certification
-- (public.lot_certification_card): these columns say nothing else about the application. Kept by
-- the triggers of certification_applications and seed_lots (private.refresh_lot_certification);
-- rows go only with their lot.

create table private.seed_certifications (
  lot_id text primary key references public.seed_lots (id) on delete cascade,
  application_id uuid not null references public.certification_applications (id),
  status public.certification_status not null,
  seed_class public.seed_class not null,
  certificate_number text,
  valid_until date
);
comment on table private.seed_certifications is
  'lots whose certification an application decides (their own or a parent''s whose seed they are), with the facts of private.lot_certification: the application''s status, the class (certified, else sought), the certificate''s number and last valid day. Every other lot has no certification.';
create index seed_certifications_application_idx on private.seed_certifications (application_id);
-- The lists' statements run as the caller: lot ids and the facts a list row shows only.
grant select on private.seed_certifications to authenticated, service_role;
