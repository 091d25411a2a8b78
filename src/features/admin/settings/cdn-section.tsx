// Video hosts: which players are enabled, and the order the watch page offers them in.
// Only enabled players are in the sortable list (mouse, touch and keyboard via @dnd-kit);
// disabled ones are listed apart and cannot be dragged.
import { useState } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { sortableAccessibility } from '../dnd-announcements';
import { PLAYERS, PLAYER_LABEL, USE_FLAG, normaliseOrder, putSetting, type Player } from './api';
import { Check, SettingsSection } from './section';
import { useSave } from './use-save';

export interface CdnValue {
  enabled: Record<Player, boolean>;
  order: Player[];
}

export const NO_CDN = 'At least one CDN must be enabled';

export function cdnFromServer(v: Record<string, unknown>): CdnValue {
  const enabled = {} as Record<Player, boolean>;
  for (const p of PLAYERS) enabled[p] = v[USE_FLAG[p]] !== false;
  const order = Array.isArray(v.player_order) ? (v.player_order as string[]) : [];
  return { enabled, order: normaliseOrder(order, enabled) };
}

function SortableRow({ id, index }: { id: Player; index: number }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex min-h-11 items-center gap-3 rounded-lg border border-border bg-surface-2 px-3 ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''}`}
    >
      <button
        type="button"
        className="inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-border"
        aria-label={`Reorder ${PLAYER_LABEL[id]} (position ${index + 1})`}
        data-testid={`drag-${id}`}
        {...attributes}
        {...listeners}
      >
        <svg aria-hidden="true" viewBox="0 0 12 18" className="size-4 fill-current">
          {[3, 9].map((x) => [3, 9, 15].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
        </svg>
      </button>
      <span className="text-sm font-medium text-fg">
        {index + 1}. {PLAYER_LABEL[id]}
      </span>
    </li>
  );
}

export function CdnSection({ initial }: { initial: CdnValue }) {
  const [value, setValue] = useState<CdnValue>(initial);
  const save = useSave();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const toggle = (p: Player, on: boolean) => {
    const enabled = { ...value.enabled, [p]: on };
    setValue({ enabled, order: normaliseOrder(value.order, enabled) });
    save.setError(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = value.order.indexOf(active.id as Player);
    const to = value.order.indexOf(over.id as Player);
    if (from < 0 || to < 0) return;
    setValue({ ...value, order: arrayMove(value.order, from, to) });
  };

  const submit = () => {
    if (!PLAYERS.some((p) => value.enabled[p])) {
      save.setError(NO_CDN);
      return;
    }
    void save.run(async () => {
      const body: Record<string, unknown> = { player_order: normaliseOrder(value.order, value.enabled) };
      for (const p of PLAYERS) body[USE_FLAG[p]] = value.enabled[p];
      setValue(cdnFromServer(await putSetting<Record<string, unknown>>('cdn_preferences', body)));
    }, 'Video host settings saved');
  };

  const disabled = PLAYERS.filter((p) => !value.enabled[p]);
  return (
    <SettingsSection
      id="cdn"
      title="Video hosts (CDN)"
      description="Enabled hosts receive uploads; the watch page offers players in this order."
      {...save}
      onSubmit={submit}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-fg">Enabled hosts</legend>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {PLAYERS.map((p) => (
            <Check key={p} label={`Use ${PLAYER_LABEL[p]}`} checked={value.enabled[p]} onChange={(on) => toggle(p, on)} />
          ))}
        </div>
      </fieldset>
      <div>
        <h3 className="text-sm font-medium text-fg" id="player-order-label">
          Player order
        </h3>
        <p className="mb-2 text-xs text-muted">Drag, or focus a handle and press Space, the arrow keys, then Space again.</p>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={sortableAccessibility(value.order.map((p) => ({ id: p, label: PLAYER_LABEL[p] })))}
        >
          <SortableContext items={value.order} strategy={verticalListSortingStrategy}>
            <ol aria-labelledby="player-order-label" className="flex flex-col gap-2" data-testid="player-order">
              {value.order.map((p, i) => (
                <SortableRow key={p} id={p} index={i} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        {disabled.length ? (
          <ul aria-label="Disabled players" className="mt-2 flex flex-col gap-2">
            {disabled.map((p) => (
              <li key={p} className="flex min-h-11 items-center gap-3 rounded-lg border border-dashed border-border px-3 text-sm text-muted">
                {PLAYER_LABEL[p]} (disabled)
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SettingsSection>
  );
}
