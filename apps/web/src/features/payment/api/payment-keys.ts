/** Query keys of the payment feature. */
export const paymentKeys = {
  all: ['payment'] as const,
  status: (id: string) => [...paymentKeys.all, 'status', id] as const,
  gameCount: () => [...paymentKeys.all, 'game-count'] as const,
};
