// What a tab shows until its page is built: its name and what it will hold.
export function TabPlaceholder({ label, summary }: { label: string; summary: string }) {
  return (
    <section>
      <h1 className="text-2xl font-bold text-fg">{label}</h1>
      <p className="mt-3 max-w-prose text-muted">This tab will hold {summary}.</p>
    </section>
  );
}
