-- Views and phone reveals count once per visitor, car and day (hardening finding 10). A visitor is
-- a hash of the client's address and browser with a salt that changes every day and is deleted
-- two days later, so no stored value can be traced back to a person. Rows from before this
-- migration have no visitor and stay as they were.
CREATE TABLE daily_salts (
  day   date PRIMARY KEY,
  salt  text NOT NULL
);

ALTER TABLE vehicle_views ADD COLUMN visitor_hash text;
ALTER TABLE vehicle_views ADD COLUMN visit_day date;
CREATE UNIQUE INDEX vehicle_views_once_per_visitor ON vehicle_views (site_slug, vehicle_id, visit_day, visitor_hash);

ALTER TABLE phone_reveals ADD COLUMN visitor_hash text;
ALTER TABLE phone_reveals ADD COLUMN visit_day date;
CREATE UNIQUE INDEX phone_reveals_once_per_visitor ON phone_reveals (site_slug, vehicle_id, visit_day, visitor_hash);
