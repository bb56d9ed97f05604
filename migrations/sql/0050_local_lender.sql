-- The embedded default of the finance provider port (SPEC 7 "Create customer"): the customers a
-- shopper sent to the local lender, shown on its application page (/dev/lender/{id}, only in the
-- embedded demo) as a hosted lender would show its own form, filled in.
CREATE TABLE local_lender_customers (
  id         uuid PRIMARY KEY,
  site_slug  text NOT NULL,
  -- SPEC 7 `data`: nvic, vin, selfAssessedCreditScore, purchasePrice, year, loanTerm, phoneNumber,
  -- firstName, lastName, email, subscribe, postCode.
  data       jsonb NOT NULL,
  -- The lender's quote and decision for it, as the shopper saw them at pre-approval.
  quote      jsonb NOT NULL,
  -- SPEC 7 `additionalData`: the lead.
  lead       jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX local_lender_customers_site ON local_lender_customers (site_slug, created_at DESC);
