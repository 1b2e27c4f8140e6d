// Query keys of the customer club: the membership depends on who is logged in, so the key carries the login.
export const clubKeys = {
  all: ['club'] as const,
  consent: (loginKey: string) => [...clubKeys.all, 'consent', loginKey] as const,
}
