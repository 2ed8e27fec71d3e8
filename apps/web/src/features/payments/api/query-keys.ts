/** React Query keys of the payments feature. */
export const paymentKeys = {
  banks: ['payments', 'banks'] as const,
  bounds: ['payments', 'bounds'] as const,
  receipt: (orderId: string) => ['payments', 'receipt', orderId] as const,
  online: ['payments', 'online'] as const,
};
