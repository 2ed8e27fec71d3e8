/** The notice shown while a first start's demo history is seeded behind the serving server (docs/returns.md). */
export const demoHistoryEn = {
  'demoHistory.preparing':
    'Your demo history is still being prepared: five years of deposits, investments and fees are being played through. Figures will fill in over the next minutes; this notice goes away when they are complete.',
} as const;
