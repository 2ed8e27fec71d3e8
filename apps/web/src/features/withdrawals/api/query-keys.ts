/** The withdrawal queries: the form's options and the list, refreshed together after any change. */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  options: () => ['withdrawals', 'options'] as const,
  list: () => ['withdrawals', 'list'] as const,
  staff: (filter: object) => ['withdrawals', 'staff', filter] as const,
};
