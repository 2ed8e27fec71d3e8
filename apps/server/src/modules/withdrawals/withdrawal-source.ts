/** The client_transactions source of a withdrawal's row (one WITHDRAWAL row per withdrawal). */
export const withdrawalSource = (guid: string) => ({ sourceType: 'withdrawal', sourceId: guid });
