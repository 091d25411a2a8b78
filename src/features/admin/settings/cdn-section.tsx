// Video hosts: which players are enabled, and the order the watch page offers them in.
// Only enabled players are in the sortable list (mouse, touch and keyboard via @dnd-kit);
// disabled ones are listed apart and cannot be dragged. react-hook-form + zod (cdn-schema.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
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
import { useT } from '../../../i18n';
import { NO_CDN, cdnSchema } from './cdn-schema';

export interface CdnValue {
  enabled: Record<Player, boolean>;
  order: Player[];
}

export function cdnFromServer(v: Record<string, unknown>): CdnValue {
  const enabled = {} as Record<Player, boolean>;
  for (const p of PLAYERS) enabled[p] = v[USE_FLAG[p]] !== false;
  const order = Array.isArray(v.player_order) ? (v.player_order as string[]) : [];
  return { enabled, order: normaliseOrder(order, enabled) };
}

/** A player's name: the hosts are brands; only the self-hosted player is translated. */
const usePlayerLabel = () => {
  const t = useT('admin');
  return (p: Player) => (p === 'local' ? t('settings.cdn.local') : PLAYER_LABEL[p]);
};

function SortableRow({ id, index }: { id: Player; index: number }) {
  const t = useT('admin');
  const playerLabel = usePlayerLabel();
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
        aria-label={t('settings.cdn.reorder', { name: playerLabel(id), at: index + 1 })}
        data-testid={`drag-${id}`}
        {...attributes}
        {...listeners}
      >
        <svg aria-hidden="true" viewBox="0 0 12 18" className="size-4 fill-current">
          {[3, 9].map((x) => [3, 9, 15].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
        </svg>
      </button>
      <span className="text-sm font-medium text-fg">
        {index + 1}. {playerLabel(id)}
      </span>
    </li>
  );
}

export function CdnSection({ initial }: { initial: CdnValue }) {
  const t = useT('admin');
  const playerLabel = usePlayerLabel();
  const form = useForm<CdnValue>({ resolver: zodResolver(cdnSchema, undefined, { raw: true }), defaultValues: initial, reValidateMode: 'onSubmit' });
  const [enabled, order] = useWatch({ control: form.control, name: ['enabled', 'order'] });
  const save = useSave();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const toggle = (p: Player, on: boolean) => {
    const next = { ...enabled, [p]: on };
    form.setValue('enabled', next);
    form.setValue('order', normaliseOrder(order, next));
    save.setError(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(active.id as Player);
    const to = order.indexOf(over.id as Player);
    if (from < 0 || to < 0) return;
    form.setValue('order', arrayMove(order, from, to));
  };

  const send = (value: CdnValue) =>
    void save.mutate(async () => {
      const body: Record<string, unknown> = { player_order: normaliseOrder(value.order, value.enabled) };
      for (const p of PLAYERS) body[USE_FLAG[p]] = value.enabled[p];
      form.reset(cdnFromServer(await putSetting<Record<string, unknown>>('cdn_preferences', body)));
    }, t('settings.cdn.saved'));
  // The schema's one message shows in the section's message box.
  const submit = () => void form.handleSubmit(send, (errors) => save.setError(t(errors.enabled?.message ?? NO_CDN)))();

  const disabled = PLAYERS.filter((p) => !enabled[p]);
  return (
    <SettingsSection
      id="cdn"
      title={t('settings.cdn.title')}
      description={t('settings.cdn.description')}
      {...save}
      onSubmit={submit}
    >
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-fg">{t('settings.cdn.enabled')}</legend>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {PLAYERS.map((p) => (
            <Check key={p} label={t('settings.cdn.use', { name: playerLabel(p) })} checked={enabled[p]} onChange={(on) => toggle(p, on)} />
          ))}
        </div>
      </fieldset>
      <div>
        <h3 className="text-sm font-medium text-fg" id="player-order-label">
          {t('settings.cdn.order')}
        </h3>
        <p className="mb-2 text-xs text-muted">{t('settings.cdn.order_hint')}</p>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={sortableAccessibility(order.map((p) => ({ id: p, label: playerLabel(p) })))}
        >
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <ol aria-labelledby="player-order-label" className="flex flex-col gap-2" data-testid="player-order">
              {order.map((p, i) => (
                <SortableRow key={p} id={p} index={i} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        {disabled.length ? (
          <ul aria-label={t('settings.cdn.disabled_list')} className="mt-2 flex flex-col gap-2">
            {disabled.map((p) => (
              <li key={p} className="flex min-h-11 items-center gap-3 rounded-lg border border-dashed border-border px-3 text-sm text-muted">
                {t('settings.cdn.disabled', { name: playerLabel(p) })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </SettingsSection>
  );
}
