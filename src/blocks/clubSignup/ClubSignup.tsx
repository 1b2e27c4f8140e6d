// clubSignup: the customer club's sign-up form under the editor's title and text (features/club).
import { BlockSection } from '@/components/Section/BlockSection'
import { ClubSignupForm } from '@/features/club/components/ClubSignupForm'
import type { BlockProps } from '../types'
import type { ClubSignupBlock } from './schema'

export function ClubSignup({ block }: BlockProps<ClubSignupBlock>) {
  return (
    <BlockSection title={block.Title} intro={block.Text} width="narrow" data-block="clubSignup">
      <ClubSignupForm />
    </BlockSection>
  )
}
