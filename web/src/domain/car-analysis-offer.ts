/** SPEC 6: the Car Analysis download is offered for used cars where the site's plugin is on. */
export function offersCarAnalysis(site: { plugins: { carAnalysis: boolean } }, vehicle: { car_type: string }): boolean {
  return site.plugins.carAnalysis && vehicle.car_type === 'used';
}

/** Where the car's page links the download (the route handler of the same name builds it). */
export const carAnalysisHref = (slug: string) => `/api/cars/${encodeURIComponent(slug)}/analysis`;
