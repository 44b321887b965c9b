-- A plpgsql function's statements are planned with the call's values for their first five runs on
-- a connection, and only then with a generic plan when it costs no more. For the lineage query
-- (a recursive walk found by keys whatever the lot) each custom plan took ~3.5 ms against ~1.2 ms
-- run with the generic one, measured as role authenticated on the seed-lots bench database; with
-- the BFF's pool of ten connections, the first fifty lot details paid it. The page of manifests is
-- found by keys too (the ids of the page). Both now use the generic plan from their first run, as
-- seed_lot_list_items does.
alter function public.seed_lot_lineage(text) set plan_cache_mode = force_generic_plan;
alter function private.manifests_json(uuid[], uuid) set plan_cache_mode = force_generic_plan;
