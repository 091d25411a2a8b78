// A slot for a small per-card menu (the library's Favourite / Watch later, issue 22): the
// app fills it (src/app/layouts/site-layout.tsx), so src/ui imports no feature.
import { createContext, type ComponentType } from 'react';
import type { VideoCard } from '../data/catalog';

export const CardMenuSlot = createContext<ComponentType<{ video: VideoCard }> | null>(null);
