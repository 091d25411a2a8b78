// Premium categories (admin rules on the collection).
import { pb } from '../../../data/pb';
import { Collections, type PremiumCategory } from '../../../data/types';
import type { CategoryInput } from '../categories/category-rules';

const col = () => pb.collection(Collections.PremiumCategories);

export function listPremiumCategories(): Promise<PremiumCategory[]> {
  return col().getFullList<PremiumCategory>({ sort: 'name', batch: 500, requestKey: null });
}

export function savePremiumCategory(id: string | null, data: CategoryInput): Promise<PremiumCategory> {
  return id ? col().update<PremiumCategory>(id, data, { requestKey: null }) : col().create<PremiumCategory>(data, { requestKey: null });
}

export function deletePremiumCategory(id: string): Promise<boolean> {
  return col().delete(id, { requestKey: null });
}
