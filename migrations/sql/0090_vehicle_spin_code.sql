-- spin_code (SPEC 3, beside spin_images and spin_interior_image): the car's code at a hosted 360
-- spin provider; the vehicle page embeds that provider's viewer when the car has no spin frames
-- of its own (web/src/vehicle-page/hosted-spin). Null for most cars.
ALTER TABLE vehicles ADD COLUMN spin_code text;
