/**
 * Shown in place of a section the renderer cannot draw (unknown block type or invalid fields),
 * so editors see what is missing and the rest of the page still renders.
 */
export function SectionFallback({ type }: { type: string }) {
  return (
    <div className="container-page my-8">
      <div className="rounded-md border-2 border-dashed border-neutral-400 bg-neutral-50 p-6 text-center text-neutral-700">
        <p>This section (type {type}) can&apos;t be shown yet.</p>
      </div>
    </div>
  );
}
