// The confirmation before a suspension names its consequence (issue 36 §8): asked by the
// Reports tab (a case's creator) and the Members tab alike.
import type { TFunction } from '../../../i18n';
import type { ConfirmRequest } from '../../../ui/confirm-dialog';

export function suspendConfirm(t: TFunction, name: string): ConfirmRequest {
  return {
    title: t('members.confirm_suspend_title', { name }),
    description: t('members.confirm_suspend_text', { name }),
    confirmLabel: t('members.confirm_suspend_button'),
  };
}
