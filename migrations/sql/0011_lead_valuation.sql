-- SPEC 7 POST /api/miscellaneous: "valuation result plus column_name 'valuation'". The valuation
-- the shopper was shown is kept on the trade-in lead itself (the platform's own record of it, from
-- valuations, never the browser's numbers), with when it was saved.
ALTER TABLE leads ADD COLUMN valuation jsonb;
