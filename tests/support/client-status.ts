/** The HTTP status of a rejected @sanity/client call (200 when it succeeds). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode ?? -1;
  }
  return 200;
}
