/** The 'Pospuestos' screen's name; apart from texts.ts so the route table stays light. */
export const DEFERRED_TITLE = 'Pospuestos';
