// PUT /api/customer/password/ { CurrentPassword, NewPassword } -> 204 (docs/api/customers.md). A wrong current
// password is a 400 ContainsError with `Errors.CurrentPassword`; a new one against the rules `Errors.NewPassword`;
// too many wrong guesses from one client a 429 TooManyAttempts with a `Message`. The backend ends the customer's
// other sessions and keeps this one, so the visitor stays logged in here.
import { useMutation } from '@tanstack/react-query'
import { shopApi } from '@/lib/shopApi'

export type ChangePasswordBody = { CurrentPassword: string; NewPassword: string }

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await shopApi.put('/customer/password', { CurrentPassword: body.CurrentPassword, NewPassword: body.NewPassword })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
