-- Watchlists are strictly per site (SPEC 3 "Watchlist entry", SPEC 6: a signed-in visitor's
-- watchlist is on the tenant they signed in to). The app already scopes every read and write by
-- the request's tenant; the database refuses a row that would tie a shopper's watchlist on one
-- site to another site's car or to a shopper of another site, so no bug in a caller can make a
-- saved car appear on another dealer's site or send its alert from there.
CREATE FUNCTION watchlist_same_site() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM vehicles v WHERE v.id = NEW.car_id AND v.site_slug = NEW.site_slug) THEN
    RAISE EXCEPTION 'watchlist: car % is not a car of site %', NEW.car_id, NEW.site_slug USING ERRCODE = 'foreign_key_violation';
  END IF;
  -- Shoppers of the embedded auth service belong to one site; hosted users are not in this table.
  IF EXISTS (SELECT 1 FROM auth_users u WHERE u.id = NEW.user_id AND u.site_slug <> NEW.site_slug) THEN
    RAISE EXCEPTION 'watchlist: user % is not a shopper of site %', NEW.user_id, NEW.site_slug USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER watchlist_same_site BEFORE INSERT OR UPDATE ON watchlist
  FOR EACH ROW EXECUTE FUNCTION watchlist_same_site();
