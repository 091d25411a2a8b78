// A set of toggle chips (aria-pressed buttons) in a labelled fieldset: a video's categories
// in the upload form and the edit dialog.
export interface Chip {
  id: string;
  name: string;
}

export function ChipPicker({ legend, chips, chosen, onChange, disabled }: { legend: string; chips: Chip[]; chosen: string[]; onChange: (ids: string[]) => void; disabled?: boolean }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {chips.map((c) => {
          const on = chosen.includes(c.id);
          return (
            <button
              key={c.id}
              type="button"
              aria-pressed={on}
              disabled={disabled}
              onClick={() => onChange(on ? chosen.filter((id) => id !== c.id) : [...chosen, c.id])}
              className={`min-h-11 rounded-full border px-3 text-sm ${on ? 'border-accent bg-accent text-on-accent' : 'border-border bg-surface-2 text-fg'}`}
            >
              {c.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
