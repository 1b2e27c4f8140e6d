// createCustomer: the sign-up for a consumer (B2C) or a business (B2B) by the component's ClientType
// (features/customer/signup).
import type { ClientType } from '@/features/customer/api/schemas'
import { SignUp } from '@/features/customer/signup/SignUp'
import type { BlockProps } from '../types'
import type { CreateCustomerBlock } from './schema'

export function CreateCustomer({ block }: BlockProps<CreateCustomerBlock>) {
  const clientType: ClientType = block.ClientType === 'B2B' ? 'B2B' : 'B2C'
  return <SignUp title={block.Title} text={block.Text} clientType={clientType} />
}
