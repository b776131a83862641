-- Admin order lists and searches walk the newest orders on indexes that hold what they read
-- (decision 020), but an index-only walk must still visit the table for each order on a page the
-- visibility map does not mark all-visible, and only a vacuum marks it. By default, autovacuum vacuums
-- a table that only grows once a fifth more rows were added: 200,000 orders at 1,000,000, so the newest
-- orders, the ones every list starts with, were never marked, and a search for a name among them ran
-- at a third of its speed (2026-11-28). Now the orders are vacuumed after every 1,000 new ones, which
-- reads only the pages not yet marked.
ALTER TABLE "orders" SET (autovacuum_vacuum_insert_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0);
