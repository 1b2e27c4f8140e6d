// The one query-key factory of the basket feature; mutations update and invalidate through it.
export const basketKeys = {
  all: ['basket'] as const,
  detail: (basketUid: string) => [...basketKeys.all, 'detail', basketUid] as const,
}
