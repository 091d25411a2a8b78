// <T>'s body: Lingui's Trans (its element parser) loads with the first message that has
// inline elements, not with the first page (issue 27: first-load budget).
import { createElement, type ReactElement } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { i18n } from './runtime';

export default function Trans({ id, values, components }: { id: string; values?: Record<string, unknown>; components?: Record<string, ReactElement> }) {
  return createElement(TransNoContext, { id, values, components, lingui: { i18n } });
}
