import type { ClubSignupComponent } from '@delikat/contract/components'
import { base, type StoredBlock, text } from '../shared/mapping'

export function mapClubSignup(block: StoredBlock): ClubSignupComponent {
  return { ...base(block), Type: 'clubSignup', Title: text(block.title), Text: text(block.text) }
}
