/** The map heading (SPEC 2): '{n} Big Locations' when there is more than one. */
export const mapHeading = (count: number, fallback: string) => (count > 1 ? `${count} Big Locations` : fallback);
