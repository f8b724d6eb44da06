/** Spanish texts of the shared UI components. */
export const UI_TEXTS = {
  comingSoon: 'Esta sección estará disponible próximamente.',
} as const;
