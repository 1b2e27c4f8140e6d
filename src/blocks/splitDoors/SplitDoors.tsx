// splitDoors: two (or more) large "doors" side by side, each an image with a title, text and a link, e.g.
// "Vin" and "Delikatesser". A door with a link is clickable as a whole.
import styled from 'styled-components'
import { Card, CardBody, CardImage, CardTitle, stretchedLink } from '@/components/Cards/cardStyles'
import { CmsImage } from '@/components/CmsImage/CmsImage'
import { SmartLink } from '@/components/SmartLink/SmartLink'
import { BlockSection } from '@/components/Section/BlockSection'
import type { BlockProps } from '../types'
import type { SplitDoorsBlock } from './schema'
import { theme } from '@/styles/theme'

const DOOR_IMAGE_WIDTH = 720
const DOOR_IMAGE_SIZES = '(min-width: 1440px) 700px, (min-width: 768px) 50vw, 100vw'

const Doors = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${theme.media.tablet} {
    grid-auto-columns: minmax(0, 1fr);
    grid-auto-flow: column;
  }
`

const DoorTitle = styled(CardTitle)`
  font-size: ${theme.fontSizes.xl};
`

const DoorLink = styled(SmartLink)`
  ${stretchedLink}
`

const More = styled.span`
  color: ${theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
`

export function SplitDoors({ block }: BlockProps<SplitDoorsBlock>) {
  if (block.Doors.length === 0) return null
  return (
    <BlockSection>
      <Doors>
        {block.Doors.map((door, index) => (
          <li key={`${door.Title}-${index}`}>
            <Card>
              <CardImage>
                <CmsImage image={door.Image} preset="Landscape" width={DOOR_IMAGE_WIDTH} sizes={DOOR_IMAGE_SIZES} decorative />
              </CardImage>
              <CardBody>
                <DoorTitle>
                  {door.Link ? (
                    <DoorLink href={door.Link.Url} newWindow={door.Link.NewWindow}>
                      {door.Title}
                    </DoorLink>
                  ) : (
                    door.Title
                  )}
                </DoorTitle>
                {door.Text ? <p>{door.Text}</p> : null}
                {door.Link?.Text ? <More aria-hidden="true">{door.Link.Text}</More> : null}
              </CardBody>
            </Card>
          </li>
        ))}
      </Doors>
    </BlockSection>
  )
}
