// Saving a category from its form modal, for the categories and the premium categories tabs:
// the form shows a failed save itself (the message thrown to it), the tab's banners say the
// success, and the tab's list is asked again.
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { tr } from '../../../i18n';
import { categorySaveError } from './api';
import type { CategoryInput } from './category-rules';

export interface CategorySave {
  id: string | null;
  input: CategoryInput;
}

/** mutationFn: the tab's own write (named so for house/writes-in-mutations). */
export function useCategorySave({ mutationFn: save, scope, key, onSaved }: { mutationFn: (id: string | null, input: CategoryInput) => Promise<unknown>; scope: string; key: QueryKey; onSaved: () => void }) {
  return useMutation({
    mutationFn: async ({ id, input }: CategorySave) => {
      try {
        await save(id, input);
      } catch (err) {
        throw new Error(categorySaveError(err));
      }
      onSaved();
    },
    meta: { scope, invalidates: [key], success: ({ id }: CategorySave) => (id ? tr('admin', 'categories.updated') : tr('admin', 'categories.created')) },
  });
}
