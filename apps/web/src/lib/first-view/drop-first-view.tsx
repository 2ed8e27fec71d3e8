import { useLayoutEffect } from 'react';
import { dropFirstView } from './first-view';

/** Rendered by what the app shows instead of the dashboard (a failure): the first view gives way in that commit. */
export function DropFirstView() {
  useLayoutEffect(() => dropFirstView(), []);
  return null;
}
