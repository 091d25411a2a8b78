// Account settings: the members the signed-in member blocked, each with Unblock (issue 41 §6).
import { useT } from '../../i18n';
import { useSession } from '../../data/session';
import { btnSecondary } from '../../ui/styles';
import { useBlocks, useUnblock, type Block } from './blocks-api';

export function BlockedMembers() {
  const t = useT('public');
  const me = useSession((s) => s.user?.id ?? null);
  const blocks = useBlocks(me);
  const unblock = useUnblock(me ?? '');
  const failed = unblock.isError;
  const remove = (b: Block) => {
    if (me) unblock.mutate(b);
  };
  if (!me) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="blocked-members">
      <p className="text-sm text-muted">{t('blocks.explain')}</p>
      {blocks.isLoading ? (
        <p className="text-sm text-muted" role="status">
          {t('blocks.loading')}
        </p>
      ) : blocks.isError ? (
        <p className="text-sm text-danger">{t('blocks.failed')}</p>
      ) : !blocks.data?.length ? (
        <p className="text-sm text-muted">{t('blocks.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {blocks.data.map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 text-sm break-words text-fg">{b.blocked_username}</span>
              <button type="button" className={btnSecondary} onClick={() => remove(b)} aria-label={t('blocks.unblock_member', { username: b.blocked_username })}>
                {t('blocks.unblock')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {t('blocks.unblock_failed')}
        </p>
      ) : null}
    </div>
  );
}
