/** Invalidate after a switch is saved: the options (in progress) and the in-progress answer change together. */
export const switchQueryKeys = {
  all: ['portfolio-switch'] as const,
  options: (clientId: number, portfolio: string | null) =>
    ['portfolio-switch', 'options', clientId, portfolio] as const,
  inProgress: (clientId: number) => ['portfolio-switch', 'in-progress', clientId] as const,
};
