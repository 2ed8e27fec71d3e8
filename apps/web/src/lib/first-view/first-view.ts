/**
 * The dashboard's first view: plain DOM the early script paints from the early answers before any of the app's
 * scripts has arrived (features/dashboard/first-view, docs/architecture.md "Dashboard first view"). While it is shown
 * the app renders hidden (`#root`, app.css), and it is removed in the commit in which the app shows the page, so the
 * client sees one page, never the app's loading states in between.
 */
export const FIRST_VIEW_ID = 'harta-first-view';

/** The attribute on <html> that hides the app's root while the first view is shown (app.css). */
export const FIRST_VIEW_ATTRIBUTE = 'data-harta-first-view';

/** Whether the first view is on screen (the app's own render is hidden behind it). */
export function firstViewShown(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE);
}

/**
 * Hands the screen to the app: removes the first view and shows the app's root. Call it in a layout effect of the
 * commit that shows the page (or anything else the app shows instead), so both happen in one frame.
 */
export function dropFirstView(doc: Document = document): void {
  if (!firstViewShown(doc)) return;
  doc.getElementById(FIRST_VIEW_ID)?.remove();
  doc.documentElement.removeAttribute(FIRST_VIEW_ATTRIBUTE);
}
