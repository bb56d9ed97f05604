/** The site-wide announcement from the site config; nothing when the tenant has none. */
export function AnnouncementBar({ text }: { text: string | null | undefined }) {
  const message = text?.trim();
  if (!message) return null;
  return (
    <div className="bg-brand-accent text-brand-accent-foreground">
      <p className="container-page py-2 text-center text-sm font-medium">{message}</p>
    </div>
  );
}
